"""Speed of text grounding on realistic universes and ~300-character messages.

Run: ``.venv/bin/python benchmarks/perf/bench_grounding.py [--messages N] [--no-official]``

Prints microseconds per message for ``mentions()``, ``names()`` and
``belief_from_text()`` with the grounder cached (warm, best of 5 passes), and
the first ``names()`` call on a fresh universe object with Python's regex
cache purged (cold: includes building and compiling the grounder). Times are
process CPU time, so other load on the machine disturbs them less.
Universes: three hand-written ones plus, when present, every distinct
universe of the authors' dataset.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tomsb_env.universe.grounding import grounder_for
from tomsb_env.universe.tree import Universe

OFFICIAL = Path("/work/shared/official-dataset/three_layered_dataset.json")


def _words(blob: str) -> list[str]:
    return blob.split()


FILLER = _words(
    "honestly, I think we should look at the budget again before the review. the numbers from "
    "last quarter did not add up, and nobody on the call could explain why the travel costs "
    "doubled while headcount stayed flat; so maybe you can check with your lead about who "
    "signed off on it and whether the vendor contract was renewed without asking?"
)


def _tree(levels: Sequence[str], names: Sequence[str], k: int = 3) -> Universe:
    """A perfect k-ary tree filled with ``names`` in breadth-first order."""
    it = iter(names)
    top = [next(it) for _ in range(k)]
    layers: dict[str, Any] = {levels[0]: top}
    frontier = top
    for lv in levels[1:]:
        layer = {p: [next(it) for _ in range(k)] for p in frontier}
        layers[lv] = layer
        frontier = [c for kids in layer.values() for c in kids]
    return Universe.from_layers(layers)


def hand_written() -> list[Universe]:
    """Three 39-node universes with awkward names (punctuation, hyphens, shared prefixes)."""
    lv = ("company", "division", "project")
    a = [
        *("SityCorp", "Nova", "Nova Labs", "Bio-Informatics", "Z-Pinch", "R&D"),
        *("C++ Core", "Aether Inc.", "HubCore", "Beacon", "Nexus", "T-800"),
        *(
            f"Project {w}"
            for w in _words(
                "Atlas Helios Vulkan Stark Tokamak Vibranium Adamant Epoch Manifold Tensor Enigma "
                "Scytale Caesar Synapse Relay Chimera Oracle Morpheus Arachne Golem Myrmidon Argus "
                "Odin Spectre Apex Zenith Polaris"
            )
        ),
    ]
    b = _words(
        "Cybernetics Fusion Quantum Cognitive Biorobotics Sensors Containment Plasma Materials "
        "Computation Encryption Networking Chimera Oracle Morpheus Arachne Golem Myrmidon Argus "
        "Odin Spectre Atlas Helios Vulkan Stark Z-Pinch Tokamak Vibranium Adamant Unobtainium "
        "Epoch Manifold Tensor Enigma Scytale Caesar Synapse Nexus Relay"
    )
    c = [
        *("Weyland-Yutani", "Tyrell Corp", "Omni Consumer Products", "Nexus-6", "Nexus-6 Line"),
        *("Voight-Kampff", "Off-World Ops", "AP/AR", "FP&A", "Team Xi", "Team Nu", "Team Mu"),
        *(f"Unit {i:03d}" for i in range(27)),
    ]
    return [_tree(lv, a), _tree(lv, b), _tree(lv, c)]


def official() -> list[Universe]:
    """Distinct universes of the authors' dataset (empty if the file is absent)."""
    if not OFFICIAL.exists():
        return []
    seen: dict[str, Universe] = {}
    for row in json.loads(OFFICIAL.read_text()):
        text = row["defender_private_information"]
        blob = text[text.index("{") : text.index("Ground Truth")].strip()
        seen.setdefault(blob, Universe.from_layers(json.loads(blob)))
    return list(seen.values())


def message(rng: random.Random, universe: Universe, length: int = 300) -> str:
    """Filler prose of about ``length`` characters with 0-3 entity names dropped in.

    About a third of the messages use typographic punctuation (’ “ ” —), as
    model output often does.
    """
    words: list[str] = []
    while sum(len(w) + 1 for w in words) < length:
        words.append(rng.choice(FILLER))
    for name in rng.sample(universe.nodes, rng.randint(0, 3)):
        variant = rng.choice((name, name.lower(), name.upper(), f'"{name}"', f"{name}'s"))
        words.insert(rng.randrange(len(words) + 1), variant)
    text = " ".join(words)[: length + 40]
    if rng.random() < 1 / 3:
        text = text.replace("'", "’").replace(" so ", " — so ").replace('"', "“")
    return text


def per_message_us(fn: Callable[[str], object], texts: Sequence[str], repeat: int = 5) -> float:
    """Best-of-``repeat`` CPU microseconds per text (CPU time resists a busy machine)."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for t in texts:
            fn(t)
        best = min(best, time.process_time() - t0)
    return best / len(texts) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--messages", type=int, default=2000, help="messages per universe")
    ap.add_argument("--no-official", action="store_true", help="skip the authors' dataset")
    args = ap.parse_args()
    rng = random.Random(0)
    suites = [("hand-written", hand_written())]
    if not args.no_official:
        off = official()
        if off:
            suites.append((f"official ({len(off)} universes)", off))
    for label, universes in suites:
        rows: dict[str, list[float]] = {
            k: [] for k in ("mentions", "names", "belief", "names, accented", "cold")
        }
        lengths: list[int] = []
        for uni in universes:
            texts = [message(rng, uni) for _ in range(args.messages)]
            lengths += map(len, texts)
            g = grounder_for(uni)
            rows["mentions"].append(per_message_us(g.mentions, texts))
            rows["names"].append(per_message_us(g.names, texts))
            rows["belief"].append(per_message_us(g.belief_from_text, texts))
            # an accented word rules out the ASCII skeleton: the general regex runs
            accented = [t[:-6] + " café" for t in texts]
            rows["names, accented"].append(per_message_us(g.names, accented))
            # cold: a fresh universe object and an empty regex cache, so nothing is reused
            cold: list[float] = []
            for t in texts[:5]:
                fresh = Universe.from_layers(uni.to_layers())
                re.purge()
                t0 = time.process_time()
                grounder_for(fresh).names(t)
                cold.append((time.process_time() - t0) * 1e6)
            rows["cold"].append(statistics.median(cold))
        print(f"{label}: {len(universes[0])} nodes, messages ~{statistics.mean(lengths):.0f} chars")
        for what, vals in rows.items():
            call = {
                "cold": "names() on a new universe (cold)",
                "names, accented": "names() warm, accented text",
            }.get(what, f"{what}() warm")
            print(
                f"  {call:<34} mean {statistics.mean(vals):8.2f} us   worst universe "
                f"{max(vals):8.2f} us"
            )


if __name__ == "__main__":
    main()
