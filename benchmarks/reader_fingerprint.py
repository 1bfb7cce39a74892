"""Every output of the text reader on every labelled text, one JSON line per text: the proof
that a refactor of the reader changed nothing. Run it before and after, then compare:

    PYTHONPATH=src python benchmarks/reader_fingerprint.py > before.jsonl
    PYTHONPATH=src python benchmarks/reader_fingerprint.py | cmp - before.jsonl

Per claim text (the frozen sets in ``tests/data/unseen``, ``tests/data/reader_dev`` and every
``tests/data/blind_set*``): the names found, the belief read for the person the question
names and with no target. Per estimate text: the prior reading (first turn and later) and the
current one, each as its reading kind and estimate. Needs the authors' dataset beside the
repository (``../shared/official-dataset``), as ``grounding_eval.py`` does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from grounding_eval import (
    CLAIM_FILES,
    ESTIMATE_FILES,
    _find,
    asked_about,
    load,
    scenarios_by_id,
)

from tomsb_env.judges.free_text import read_belief_text, read_prior_text
from tomsb_env.universe.grounding import grounder_for

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def fingerprint() -> None:
    scenarios = scenarios_by_id()
    sets = [DATA / "unseen", DATA / "reader_dev", *sorted(DATA.glob("blind_set*"))]
    for where in sets:
        name = where.relative_to(DATA.parent.parent).as_posix()
        if claims := _find(where, CLAIM_FILES):
            for it in load(claims, where):
                grounder, text = grounder_for(scenarios[it["scenario"]].universe), it["text"]
                beliefs = [grounder.belief_from_text(text, target=asked_about(it))]
                beliefs.append(grounder.belief_from_text(text))
                print(json.dumps([name, it.get("id"), sorted(grounder.names(text)), *beliefs]))
        if estimates := _find(where, ESTIMATE_FILES):
            for it in load(estimates, where):
                universe, text = scenarios[it["scenario"]].universe, it["text"]
                reads = [read_prior_text(universe, text, first_turn=f) for f in (False, True)]
                reads.append(read_belief_text(universe, text))
                out = [[str(r.reading), r.estimate] for r in reads]
                print(json.dumps([name, it.get("id"), *out], default=str))


if __name__ == "__main__":
    fingerprint()
