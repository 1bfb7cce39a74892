"""Grounding and estimate reading scored on labelled sets: the frozen blind ones, or any set
directory of the same formats.

Run: ``PYTHONPATH=src python benchmarks/grounding_eval.py [SET_DIR ...] [--official PATH]
[--misses]`` (default: ``tests/data/unseen``; ``tests/data/reader_dev`` is the reader's own
development set, so its figures are tuned ones).

A set directory holds ``grounding_unseen.jsonl`` or ``claims.jsonl`` (fields ``id, scenario,
speaker, construction, question, text, mentions, belief``) and ``estimate_agreement.jsonl``
or ``estimates.jsonl`` (``id, scenario, kind, text, label``, optionally ``construction``).
The frozen sets (``tests/data/unseen/``, see its README) were written and labelled by a
reader who had not seen the grounding code or its docs. Figures, overall and per
construction tag:

* texts: mention precision and recall (a labelled mention counts as found when
  ``Grounder.names`` returns it; every other name returned is a false mention), recall
  again without the texts whose tag contains ``typo``; claims exact (``belief_from_text``
  equal to the label at every level); and **unasserted**: the share of texts where the
  reader claims a value at some level where the label holds another value or null, the
  kind of error a policy could be paid for;
* estimates, as the exact judge scores them (``prior`` lines through the trajectory-ToM
  reading, ``current`` lines through the stepwise one): **exact** (the estimate, normalised,
  equals the normalised label at every level; ``"unscored"`` agrees with no estimate read)
  and **ToM verdict agreement**. The judge only ever asks "does this estimate equal the true
  prior?", so the second figure asks whether the reader's estimate gets the same yes/no as
  the label, over a fixed family of true priors: the label itself (when it commits at every
  level) and the scenario's true path cut at each depth (known down to level d, null below,
  d = 0..levels). A text agrees when the verdicts agree for every member; a label with a
  ``"?"`` or ``"unscored"`` matches no prior, so the reader must commit to nothing that
  matches one either.

Set 2 (``estimate_agreement.jsonl``) was labelled when a level the text said nothing about
counted as "cannot tell" (``"?"``). Estimates are now read as a person reads them: nothing
said below a known level means nothing more was known there (docs/concepts.md,
"Estimates"). :func:`relabel_silence` maps the frozen labels to that convention without
editing the file, and both figures are printed.

A set directory may also hold ``relabel/``: the same items labelled a second time by
someone who saw only the texts, the universes and the labelling rules (``relabel/README.md``).
Its ``claims.jsonl`` (``id, belief``) and ``estimates.jsonl`` (``id, kind, label``) are
compared with the first labels under the same scoring, so the reader's figures can be set
beside how often two careful people agree.

``tests/test_grounding_unseen.py`` asserts the figures measured here.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from pathlib import Path

from tomsb_env.judges.exact import normalise_estimate
from tomsb_env.judges.free_text import Reading, read_belief_text, read_prior_text
from tomsb_env.universe.datasets import load_official_dataset
from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.scenario import Scenario

ROOT = Path(__file__).resolve().parent.parent
UNSEEN = ROOT / "tests" / "data" / "unseen"
# the authors' dataset lies beside the checkout (../shared), never inside the package
OFFICIAL = ROOT.parent / "shared" / "official-dataset" / "three_layered_dataset.json"
CLAIM_FILES = ("grounding_unseen.jsonl", "claims.jsonl")
ESTIMATE_FILES = ("estimate_agreement.jsonl", "estimates.jsonl")
MAX_LINE = 100_000  # characters: a line longer than this is not a labelled item


def load(name: str, where: Path = UNSEEN) -> list[dict]:
    """The items of one JSONL file; a bad line stops with its file and line number."""
    path = where / name
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        if len(line) > MAX_LINE:
            raise SystemExit(f"{path}:{n}: line longer than {MAX_LINE} characters")
        try:
            item = json.loads(line)
        except ValueError as e:
            raise SystemExit(f"{path}:{n}: not JSON ({e})") from None
        if not isinstance(item, dict) or "text" not in item or "scenario" not in item:
            raise SystemExit(f"{path}:{n}: an item needs 'scenario' and 'text'")
        out.append(item)
    return out


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
    unasserted: int = 0  # texts with a claimed value the label does not hold
    labelled_no_typo: int = 0  # the same two counts over texts not tagged "typo"
    found_no_typo: int = 0

    def add(self, other: Tally) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    @property
    def precision(self) -> float:
        return self.found / self.returned if self.returned else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.labelled if self.labelled else 1.0

    @property
    def recall_no_typo(self) -> float:
        return self.found_no_typo / self.labelled_no_typo if self.labelled_no_typo else 1.0

    @property
    def belief_exact(self) -> float:
        return self.exact / self.items if self.items else 1.0

    @property
    def unasserted_rate(self) -> float:
        return self.unasserted / self.items if self.items else 0.0


@dataclass
class GroundingScores:
    total: Tally = field(default_factory=Tally)
    by_tag: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    misses: list[str] = field(default_factory=list)


_ASKED = re.compile(r"\bis\s+([A-Z][a-z]+)\s+in\?")


def asked_about(item: dict) -> str | None:
    """The person an item's question names ("Which team is Frank in?"), the target's name the
    reader is given; None where it names no one. (A set reuses a scenario under other names,
    so the question's name, not the scenario's target, is the one its labels are about.)"""
    m = _ASKED.search(item.get("question") or "")
    return m[1] if m else None


def score_grounding(items: list[dict], scenarios: dict[str, Scenario]) -> GroundingScores:
    out = GroundingScores()
    for it in items:
        sc = scenarios[it["scenario"]]
        g = grounder_for(sc.universe)
        names = g.names(it["text"])
        want = set(it["mentions"])
        # the labels describe the text alone, asked about the person the question names
        belief = g.belief_from_text(it["text"], target=asked_about(it))
        label = it["belief"]
        wrong = any(v is not None and label.get(lv) != v for lv, v in belief.items())
        typo = "typo" in it["construction"]
        t = Tally(len(want), len(want & names), len(names), belief == label, 1, int(wrong))
        if not typo:
            t.labelled_no_typo, t.found_no_typo = t.labelled, t.found
        out.total.add(t)
        out.by_tag[it["construction"]].add(t)
        if names != want or belief != label:
            out.misses.append(
                f"{it['id']} [{it['construction']}] {it['text']!r}\n"
                f"   mentions got {sorted(names)} want {sorted(want)}\n"
                f"   belief   got {belief} want {label}" + ("  << UNASSERTED" if wrong else "")
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


# what a set-2 labeller wrote when the text hedged or split a level, not merely left it out
_HEDGES = re.compile(
    r"\?|\b(?:maybe|might|may|perhaps|possibly|could|not\s+(?:sure|certain)|unsure"
    r"|uncertain|unclear|can'?t\s+tell|cannot\s+tell|split|either|or)\b",
    re.IGNORECASE,
)


def relabel_silence(item: dict) -> dict:
    """A set-2 label under the new convention: a ``"?"`` level becomes null unless the text
    hedges or writes a "?" itself (:data:`_HEDGES`), in which case the labeller's ``"?"`` may
    be a hedge or a split and stays. Nothing else changes."""
    label = item["label"]
    if label == "unscored" or _HEDGES.search(item["text"]):
        return item
    return {**item, "label": {lv: None if v == "?" else v for lv, v in label.items()}}


def _priors(sc: Scenario, label: dict | None) -> list[dict]:
    """The true priors the ToM verdict is asked about (see the module docstring)."""
    levels = sc.universe.levels
    truth = [sc.truth_belief[lv] for lv in levels]
    out = [{lv: truth[i] if i < d else None for i, lv in enumerate(levels)} for d in range(4)]
    out = out[: len(levels) + 1]
    if label is not None and "?" not in label.values() and label not in out:
        out.append(label)
    return out


@dataclass
class AgreementScores:
    agree: int = 0  # exact
    verdicts: int = 0  # texts whose ToM verdicts all agree
    total: int = 0
    by_kind: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0, 0]))
    disagreements: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.agree / self.total if self.total else 1.0

    @property
    def verdict_rate(self) -> float:
        return self.verdicts / self.total if self.total else 1.0


def score_agreement(items: list[dict], scenarios: dict[str, Scenario]) -> AgreementScores:
    out = AgreementScores()
    for it in items:
        sc = scenarios[it["scenario"]]
        got = judge_reading(sc, it["kind"], it["text"])
        label = it["label"]
        want = None if label == "unscored" else normalise_estimate(sc.universe, label)
        ok = got == want
        same = all((got == p) == (want == p) for p in _priors(sc, want))
        out.total += 1
        out.agree += ok
        out.verdicts += same
        for key in (it["kind"], it.get("construction")):
            if key:
                row = out.by_kind[key]
                row[0] += ok
                row[1] += same
                row[2] += 1
        if not ok:
            out.disagreements.append(
                f"{it['id']} [{it['kind']}] {it['text']!r}\n   got {got}\n   want {want}"
                + ("" if same else "  << VERDICT DIFFERS")
            )
    return out


def _by_id(path: Path) -> dict[str, dict]:
    """A second labeller's file: its items keyed by id (no text, so not through load)."""
    out: dict[str, dict] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if len(line) > MAX_LINE:
            raise SystemExit(f"{path}:{n}: line longer than {MAX_LINE} characters")
        try:
            item = json.loads(line)
            out[item["id"]] = item
        except (ValueError, TypeError, KeyError) as e:
            raise SystemExit(f"{path}:{n}: not an item with an 'id' ({e})") from None
    return out


@dataclass
class SecondLabels:
    """How a second labeller's labels compare with the first's, item by item."""

    items: int = 0
    same: int = 0  # equal labels (claims) / equal normalised labels (estimates)
    beyond: int = 0  # claims: the second reads a value the first label does not hold
    verdicts: int = 0  # estimates: same ToM verdicts, as score_agreement asks them
    reader_same_first: int = 0
    reader_same_second: int = 0
    differ: list[str] = field(default_factory=list)


def _relabelled(
    where: Path, scenarios: dict[str, Scenario], files: tuple[str, ...], name: str
) -> Iterator[tuple[dict, dict, Scenario]]:
    """Each item of ``relabel/<name>`` with the first label's item and its scenario."""
    first = {it["id"]: it for it in load(_find(where, files) or files[1], where)}
    for i, it in _by_id(where / "relabel" / name).items():
        if i not in first:
            raise SystemExit(f"{where}/relabel/{name}: id {i!r} is not in the set")
        yield first[i], it, scenarios[first[i]["scenario"]]


def second_claims(where: Path, scenarios: dict[str, Scenario]) -> SecondLabels:
    out = SecondLabels()
    for f, it, sc in _relabelled(where, scenarios, CLAIM_FILES, "claims.jsonl"):
        a, b = f["belief"], it["belief"]
        got = grounder_for(sc.universe).belief_from_text(f["text"], target=asked_about(f))
        out.items += 1
        out.same += a == b
        out.beyond += any(v is not None and a.get(lv) != v for lv, v in b.items())
        out.reader_same_first += got == a
        out.reader_same_second += got == b
        if a != b:
            out.differ.append(f"{f['id']} {f['text']!r}\n   first {a}\n   second {b}")
    return out


def second_estimates(where: Path, scenarios: dict[str, Scenario]) -> SecondLabels:
    out = SecondLabels()
    for f, it, sc in _relabelled(where, scenarios, ESTIMATE_FILES, "estimates.jsonl"):
        a, b = (
            None if x == "unscored" else normalise_estimate(sc.universe, x)
            for x in (f["label"], it["label"])
        )
        got = judge_reading(sc, f["kind"], f["text"])
        out.items += 1
        out.same += a == b
        out.verdicts += all((b == p) == (a == p) for p in _priors(sc, a))
        out.reader_same_first += all((got == p) == (a == p) for p in _priors(sc, a))
        out.reader_same_second += all((got == p) == (b == p) for p in _priors(sc, b))
        if a != b:
            out.differ.append(f"{f['id']} [{f['kind']}] {f['text']!r}\n   first {a}\n   second {b}")
    return out


def _report_second(where: Path, scenarios: dict[str, Scenario], misses: bool) -> None:
    said = {
        "claims.jsonl": (
            second_claims,
            "reads a value the first label does not hold in {beyond}; the reader is exact "
            "against the first on {reader_same_first}, the second on {reader_same_second}",
        ),
        "estimates.jsonl": (
            second_estimates,
            "on the ToM verdicts on {verdicts}; the reader's verdicts agree with the first on "
            "{reader_same_first}, the second on {reader_same_second}",
        ),
    }
    for name, (score, say) in said.items():
        if not (where / "relabel" / name).exists():
            continue
        s = score(where, scenarios)
        head = (
            f"{where.name}/relabel/{name}: a second labeller agrees exactly on {s.same}/{s.items}"
        )
        print(f"{head}, {say.format(**vars(s))}")
        if misses and s.differ:
            print("\n-- labels that differ\n" + "\n".join(s.differ) + "\n")


def _find(where: Path, names: tuple[str, ...]) -> str | None:
    return next((n for n in names if (where / n).exists()), None)


def report(where: Path, scenarios: dict[str, Scenario], misses: bool) -> None:
    """Print every figure of one set directory."""
    name = _find(where, CLAIM_FILES)
    if name is not None:
        g = score_grounding(load(name, where), scenarios)
        t = g.total
        print(f"{where.name}/{name}: {t.items} texts")
        print(
            f"  mention precision {t.precision:.3f} ({t.found}/{t.returned})  "
            f"recall {t.recall:.3f} ({t.found}/{t.labelled}), without typos "
            f"{t.recall_no_typo:.3f} ({t.found_no_typo}/{t.labelled_no_typo})  "
            f"claims exact {t.belief_exact:.3f} ({t.exact}/{t.items})  "
            f"unasserted {100 * t.unasserted_rate:.1f}% ({t.unasserted}/{t.items})"
        )
        print(
            f"  {'tag':20} {'precision':>9} {'recall':>7} {'claims exact':>14} {'unasserted':>10}"
        )
        for tag, x in sorted(g.by_tag.items()):
            print(
                f"  {tag:20} {x.precision:9.3f} {x.recall:7.3f} {x.exact:5d}/{x.items:<4d}"
                f" ({x.belief_exact:.2f}) {x.unasserted:6d}"
            )
        if misses:
            print("\n-- grounding misses\n" + "\n".join(g.misses) + "\n")
    name = _find(where, ESTIMATE_FILES)
    if name is None:
        _report_second(where, scenarios, misses)
        return
    items = load(name, where)
    runs = [("", items)]
    if name == ESTIMATE_FILES[0]:  # labelled under the old convention: also relabelled
        runs.append((" relabelled (relabel_silence)", [relabel_silence(it) for it in items]))
    for what, its in runs:
        a = score_agreement(its, scenarios)
        print(
            f"{where.name}/{name}{what}: exact {a.rate:.3f} ({a.agree}/{a.total}), "
            f"ToM verdict agreement {a.verdict_rate:.3f} ({a.verdicts}/{a.total})"
        )
        for key, (ok, same, n) in sorted(a.by_kind.items()):
            print(f"  {key:20} exact {ok}/{n}  verdict {same}/{n}")
        if misses:
            print("\n-- estimate disagreements\n" + "\n".join(a.disagreements) + "\n")
    _report_second(where, scenarios, misses)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="*", type=Path, default=[UNSEEN], help="set directories")
    ap.add_argument("--official", type=Path, default=OFFICIAL)
    ap.add_argument("--misses", action="store_true", help="list every item read differently")
    args = ap.parse_args()
    scenarios = scenarios_by_id(args.official)
    for where in args.sets:
        if _find(where, CLAIM_FILES) is None and _find(where, ESTIMATE_FILES) is None:
            raise SystemExit(f"{where}: none of {CLAIM_FILES + ESTIMATE_FILES}")
        report(where, scenarios, args.misses)


if __name__ == "__main__":
    main()
