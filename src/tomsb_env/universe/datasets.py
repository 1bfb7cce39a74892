"""Datasets: the shipped default scenarios and a loader for the authors' released file.

Both are described in ``docs/scenarios.md``. The shipped files are plain generator output;
regenerate them with ``python -m tomsb_env.universe.datasets --write src/tomsb_env/data``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from collections.abc import Collection, Mapping, Sequence
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from tomsb_env.errors import ConfigError, ScenarioError, UnknownNameError, closest, quoted
from tomsb_env.universe.generate import generate_scenarios, split_by_universe
from tomsb_env.universe.scenario import Scenario
from tomsb_env.universe.schema import (
    dumps_scenarios,
    json_value,
    parse_scenarios,
    read_scenarios,
    read_text,
    validate_record,
    write_scenarios,
)
from tomsb_env.universe.tree import Universe

__all__ = [
    "DEFAULT_N_UNIVERSES",
    "DEFAULT_SEED",
    "OFFICIAL_SPLIT_SEED",
    "SPLITS",
    "build_default_dataset",
    "convert_official",
    "load_official_dataset",
    "load_scenarios",
    "official_split_indices",
    "unknown_scenario_id",
    "write_default_dataset",
]

DEFAULT_SEED = 1729
DEFAULT_N_UNIVERSES = 100
SPLITS = ("train", "eval", "all")
#: The authors shuffle item indices with this seed and keep the first 75% for training.
OFFICIAL_SPLIT_SEED = 42
_OFFICIAL_TRAIN_FRACTION = 0.75
_FILES = {"train": "train.jsonl", "eval": "eval.jsonl"}


def _check_split(split: str) -> None:
    if split not in SPLITS:
        raise UnknownNameError("split", str(split), SPLITS)


def build_default_dataset() -> tuple[list[Scenario], list[Scenario]]:
    """Regenerate the shipped (train, eval) scenarios: 100 universes, 225/75 by universe."""
    scenarios = generate_scenarios(DEFAULT_N_UNIVERSES, DEFAULT_SEED)
    return split_by_universe(scenarios, eval_fraction=0.25, seed=DEFAULT_SEED)


def write_default_dataset(directory: str | os.PathLike[str]) -> tuple[Path, Path]:
    """Write ``train.jsonl`` and ``eval.jsonl`` of the default dataset into ``directory``."""
    return _write_splits(directory, *build_default_dataset())


def _write_splits(
    directory: str | os.PathLike[str], train: list[Scenario], evals: list[Scenario]
) -> tuple[Path, Path]:
    out = Path(directory)
    return write_scenarios(out / _FILES["train"], train), write_scenarios(
        out / _FILES["eval"], evals
    )


@cache
def _packaged(split: str) -> tuple[Scenario, ...]:
    name = _FILES[split]
    try:
        text = resources.files("tomsb_env").joinpath("data", name).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(
            f"the shipped dataset file is missing ({exc}); regenerate it with "
            "'python -m tomsb_env.universe.datasets --write src/tomsb_env/data'",
            f"tomsb_env/data/{name}",
        ) from None
    # trusted: tests regenerate these files and compare them byte for byte
    return tuple(parse_scenarios(text, f"tomsb_env/data/{name}", trusted=True))


def load_scenarios(
    split: str = "train", path: str | os.PathLike[str] | None = None
) -> list[Scenario]:
    """Load scenarios of one split.

    ``path=None`` loads the shipped dataset (parsed once, then cached). A
    directory is read as ``train.jsonl``/``eval.jsonl``; a ``.json`` file as
    the authors' released dataset (see :func:`load_official_dataset`); any
    other file as a single JSONL file, which has no splits (use ``"all"``).
    """
    _check_split(split)
    parts = ("train", "eval") if split == "all" else (split,)
    if path is None:
        return [s for part in parts for s in _packaged(part)]
    p = Path(path)
    if p.is_dir():
        return [s for part in parts for s in read_scenarios(p / _FILES[part])]
    if p.suffix == ".json":
        return load_official_dataset(p, split)
    if split != "all":
        raise ConfigError(
            f"{p} is a single scenario file without splits; pass split='all' or a directory "
            "holding train.jsonl and eval.jsonl"
        )
    return read_scenarios(p)


_DECODER = json.JSONDecoder()
_ATTACKER_NAME = re.compile(r"^[ \t]*Your Name:[ \t]*(\S.*?)[ \t]*$", re.MULTILINE)
_TARGET_NAME = re.compile(r"managing information for:[ \t]*(\S.*?)[ \t]*$", re.MULTILINE)
_TARGET_IN_GOAL = re.compile(r"about the target \(([^()]+)\)")


_LISTED_IDS = 12  # a pool this small is listed in full by the plain UnknownNameError


def unknown_scenario_id(sid: str, known: Collection[str], source: str) -> UnknownNameError:
    """The error for a scenario id missing from ``known`` (a pool called ``source``).

    Names the shipped split that holds ``sid`` when it is in another one, else the
    pool's size, id range and the closest id (a pool of at most 12 is listed in full).
    """
    err = UnknownNameError("scenario id", sid, known)
    split = next((p for p in ("train", "eval") if any(s.id == sid for s in _packaged(p))), None)
    if split is not None:
        err.message = (
            f"scenario id {quoted(sid)} is in the shipped {split} split, not in {source}; "
            f"choose that split (--split {split}, or split={split!r})"
        )
    elif len(known) > _LISTED_IDS:
        ids = sorted(known)
        span = f", {ids[0]} ... {ids[-1]}" if ids else ""
        hint = closest(sid, ids)
        err.message = (
            f"unknown scenario id {quoted(sid)}: {source} has {len(ids)} scenarios{span}"
            + (f" (did you mean {hint!r}?)" if hint is not None and hint != sid else "")
        )
    err.args = (err.message,)
    return err


def _json_blocks(text: str) -> list[tuple[str, Any]]:
    """Every top-level JSON object embedded in ``text``, with the line that introduces it."""
    out: list[tuple[str, Any]] = []
    i = 0
    while (start := text.find("{", i)) != -1:
        try:
            obj, end = _DECODER.raw_decode(text, start)
        except json.JSONDecodeError:
            i = start + 1
            continue
        before = [ln for ln in text[:start].splitlines() if ln.strip()]
        out.append((before[-1].lower() if before else "", obj))
        i = end
    return out


def _pick(blocks: list[tuple[str, Any]], keyword: str, position: int, what: str) -> Any:
    """The block whose header mentions ``keyword``, else the one at ``position``."""
    hits = [obj for head, obj in blocks if keyword in head]
    if len(hits) == 1:
        return hits[0]
    if not hits and len(blocks) == 2:
        return blocks[position][1]
    raise ScenarioError(f"expected one JSON block for the {what}, found {len(hits) or len(blocks)}")


def _official_record(item: object, index: int) -> dict[str, Any]:
    if not isinstance(item, Mapping):
        raise ScenarioError(f"item must be an object, got {type(item).__name__}")
    att, dfd = item.get("attacker_target_information"), item.get("defender_private_information")
    for key, val in (("attacker_target_information", att), ("defender_private_information", dfd)):
        if not isinstance(val, str):
            raise ScenarioError(f"field {key!r} must be a string, got {type(val).__name__}")
    name = _ATTACKER_NAME.search(att)
    if name is None:
        raise ScenarioError("attacker_target_information has no 'Your Name: ...' line")
    target_m = _TARGET_NAME.search(dfd) or _TARGET_IN_GOAL.search(att)
    if target_m is None:
        raise ScenarioError("defender_private_information does not name the target")
    goal = _TARGET_IN_GOAL.search(att)
    if goal is not None and goal.group(1).strip() != target_m.group(1).strip():
        raise ScenarioError(
            f"the attacker text names target {goal.group(1)!r} but the defender text names "
            f"{target_m.group(1)!r}"
        )
    a_blocks, d_blocks = _json_blocks(att), _json_blocks(dfd)
    universe = _pick(a_blocks, "universe", 0, "universe in attacker_target_information")
    prior = _pick(a_blocks, "belief", 1, "initial beliefs in attacker_target_information")
    d_universe = _pick(d_blocks, "universe", 0, "universe in defender_private_information")
    truth = _pick(d_blocks, "ground truth", 1, "ground truth in defender_private_information")
    if d_universe != universe:
        raise ScenarioError("the attacker and defender texts show different universes")
    if not isinstance(universe, dict):
        raise ScenarioError(f"the universe block must be an object, got {type(universe).__name__}")
    return {
        "id": f"official-{index:03d}",
        "universe_id": "",  # filled in by the caller once all universes are known
        "theme": "official",
        "target": target_m.group(1).strip(),
        "attacker_name": name.group(1).strip(),
        "levels": list(universe),
        "universe": universe,
        "ground_truth": truth,
        "attacker_prior": prior,
        "extra": {"official_index": index},
    }


def official_split_indices(n: int, seed: int = OFFICIAL_SPLIT_SEED) -> tuple[list[int], list[int]]:
    """The authors' split of ``n`` item indices: shuffled, first 75% train, rest eval."""
    order = list(range(n))
    random.Random(seed).shuffle(order)
    cut = int(n * _OFFICIAL_TRAIN_FRACTION)
    return order[:cut], order[cut:]


@lru_cache(maxsize=8)
def _official(resolved: str, _stamp: tuple[int, int]) -> tuple[Scenario, ...]:
    source = Path(resolved).name
    data = json_value(read_text(resolved, "official dataset"), resolved, whole_file=True)
    if not isinstance(data, list):
        raise ScenarioError(f"expected a JSON list of items, got {type(data).__name__}", resolved)
    universe_ids: dict[str, str] = {}
    universes: dict[str, Universe] = {}
    out: list[Scenario] = []
    for i, item in enumerate(data):
        where = f"{source} item {i}"
        try:
            record = _official_record(item, i)
        except ScenarioError as exc:
            raise ScenarioError(exc.detail, where) from None
        key = json.dumps(record["universe"], sort_keys=True)
        record["universe_id"] = universe_ids.setdefault(key, f"official-u{len(universe_ids):03d}")
        out.append(validate_record(record, where, universes=universes))
    return tuple(out)


def load_official_dataset(path: str | os.PathLike[str], split: str = "all") -> list[Scenario]:
    """Scenarios from the authors' released JSON file.

    ``"all"`` keeps file order (ids ``official-000``...); ``"train"`` and ``"eval"`` follow the
    authors' shuffled order. Scenarios showing the same universe share a ``universe_id``
    (``official-u000``...), and ``extra["official_index"]`` keeps the item's position in the file.
    """
    _check_split(split)
    p = Path(path)
    try:
        st = p.stat()
    except OSError as exc:
        raise ScenarioError(f"cannot read the official dataset: {exc}", str(p)) from None
    items = _official(str(p.resolve()), (st.st_mtime_ns, st.st_size))
    if split == "all":
        return list(items)
    train, evals = official_split_indices(len(items))
    return [items[i] for i in (train if split == "train" else evals)]


def convert_official(
    src: str | os.PathLike[str], dst_dir: str | os.PathLike[str]
) -> tuple[Path, Path]:
    """Write the official dataset as ``train.jsonl`` and ``eval.jsonl`` in our format."""
    return _write_splits(
        dst_dir, load_official_dataset(src, "train"), load_official_dataset(src, "eval")
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Regenerate (``--write DIR``) or verify (``--check DIR``) the default dataset."""
    parser = argparse.ArgumentParser(prog="python -m tomsb_env.universe.datasets")
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", metavar="DIR", help="write train.jsonl and eval.jsonl to DIR")
    group.add_argument("--check", metavar="DIR", help="exit 1 unless DIR holds the same bytes")
    args = parser.parse_args(argv)
    if args.write:
        for written in write_default_dataset(args.write):
            print(f"wrote {written}")
        return 0
    stale = [
        path
        for name, items in zip(_FILES.values(), build_default_dataset(), strict=True)
        if not (path := Path(args.check) / name).is_file()
        or path.read_bytes() != dumps_scenarios(items).encode("utf-8")
    ]
    for path in stale:
        print(f"{path} differs from the generator's output", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
