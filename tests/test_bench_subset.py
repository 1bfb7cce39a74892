"""A stored run answers a request for part of it, and a run that differs is refused in
one line that says what to do.

Before: both were refusals of 700-1,700 characters listing both configs in full.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tomsb_env.benchmark import evaluate
from tomsb_env.cli import main

ALL = ["scripted:base", "scripted:bluffing", "scripted:cross_examiner"]
KW = {"defender": "scripted:probing", "limit": 2}


def _bench(out: Path, *extra: str) -> list[str]:
    return ["bench", "--no-progress", "--limit", "2", "--out", str(out), *extra]


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("big") / "run"
    evaluate(KW["defender"], attackers=ALL, seeds=(0, 1), episodes_per_scenario=2,
             limit=2, out_dir=out)  # fmt: skip
    return out


def _files(out: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(out.iterdir()) if p.is_file()}


@pytest.mark.parametrize(
    ("attackers", "seeds", "episodes"),
    [(["scripted:bluffing"], (0, 1), 2), (ALL, (1,), 2), (ALL[:2], (0,), 1)],
)
def test_a_part_of_a_stored_run_is_read_from_it(
    big: Path, tmp_path: Path, attackers: list[str], seeds: tuple[int, ...], episodes: int
) -> None:
    before = _files(big)
    part = evaluate(KW["defender"], attackers=attackers, seeds=seeds,
                    episodes_per_scenario=episodes, limit=2, out_dir=big)  # fmt: skip
    assert _files(big) == before  # the larger run's files are left as they were
    assert part.played == 0 and part.resumed == len(attackers) * len(seeds) * episodes * 2
    fresh = evaluate(KW["defender"], attackers=attackers, seeds=seeds,
                     episodes_per_scenario=episodes, limit=2, out_dir=tmp_path / "fresh")  # fmt: skip
    strip = lambda rs: [{**r, "meta": {**r["meta"], "wall_seconds": 0}} for r in rs]  # noqa: E731
    assert strip(part.records) == strip(fresh.records)
    assert part.rows == fresh.rows


def test_the_cli_reads_a_part_and_says_so(big: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_bench(big, "--attacker", "scripted:base", "--seeds", "1", "--episodes", "1")) == 0
    err = capsys.readouterr().err
    assert "read 2 episode(s) of the larger run" in err and "its files are unchanged" in err


def test_a_different_run_is_refused_in_one_line(
    big: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    same = [arg for a in ALL for arg in ("--attacker", a)]
    assert main(_bench(big, *same, "--seeds", "0,1", "--episodes", "2", "--max-turns", "5")) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err == (
        f"tomsb: error: {big} holds a different run (max_turns: stored 15, now 5): "
        f"use --out {big}-2 or --overwrite"
    )
