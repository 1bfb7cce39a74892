"""Large runs split with ``--shard I/N`` and merged: exactly the single run's records and table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tomsb_env.benchmark import (
    BenchmarkConfig,
    BenchmarkResult,
    Shard,
    evaluate,
    load_run,
    merge_runs,
)
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError, ResultsMismatchError

CONFIG = BenchmarkConfig(limit=4, seeds=(0, 1), progress=False)


def timeless(result: BenchmarkResult) -> list[dict[str, Any]]:
    """The records with the one field that measures time rather than play set to 0."""
    records = result.records
    for r in records:
        r["meta"]["wall_seconds"] = 0
    return records


def _shards(tmp_path: Path, n: int, config: BenchmarkConfig = CONFIG) -> list[Path]:
    dirs = [tmp_path / f"shard{i}" for i in range(n)]
    for i, d in enumerate(dirs):
        evaluate("scripted:probing", config, shard=f"{i}/{n}", out_dir=d)
    return dirs


@pytest.mark.parametrize("n", [1, 3])
def test_merged_shards_equal_the_single_run(tmp_path: Path, n: int) -> None:
    single = evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "single")
    dirs = _shards(tmp_path, n)
    sizes = [len((d / "episodes.jsonl").read_text().splitlines()) for d in dirs]
    assert sum(sizes) == len(single.episodes) == 4 * 2 * 4 * 2 and max(sizes) - min(sizes) <= 1
    merged = merge_runs(dirs, tmp_path / "merged")
    assert timeless(merged) == timeless(single)
    assert merged.table() == single.table() and merged.table("csv") == single.table("csv")
    assert merged.config == single.config
    # the merged directory is an ordinary run: resuming it plays nothing
    again = evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "merged")
    assert again.played == 0 and again.table() == single.table()


def test_shards_of_an_async_run_merge_to_its_result(tmp_path: Path) -> None:
    class AsyncBase:
        def __init__(self) -> None:
            from tomsb_env.agents.specs import make_attacker

            self.inner = make_attacker("scripted:base")
            self.name = "async-base"

        def reset(self, brief, rng):  # type: ignore[no-untyped-def]
            self.inner.reset(brief, rng)

        async def aact(self, view):  # type: ignore[no-untyped-def]
            return self.inner.act(view)

    config = BenchmarkConfig(
        attackers=(AsyncBase,), limit=3, seeds=(0,), concurrency=4, progress=False
    )
    single = evaluate("scripted:probing", config)
    merged = merge_runs(_shards(tmp_path, 2, config))
    assert timeless(merged) == timeless(single) and merged.table() == single.table()


def test_shard_is_part_of_the_run_config(tmp_path: Path) -> None:
    evaluate("scripted:probing", CONFIG, shard="0/2", out_dir=tmp_path)
    assert json.loads((tmp_path / "config.json").read_text())["shard"] == "0/2"
    with pytest.raises(ResultsMismatchError, match="shard"):
        evaluate("scripted:probing", CONFIG, shard="1/2", out_dir=tmp_path)
    with pytest.raises(ResultsMismatchError, match="shard"):
        evaluate("scripted:probing", CONFIG, out_dir=tmp_path)


def test_shard_specs_are_checked() -> None:
    assert Shard.parse("2/5") == Shard(2, 5) and str(Shard(2, 5)) == "2/5"
    for bad in ("5/5", "-1/2", "1", "a/b", "0/0"):
        with pytest.raises(ConfigError, match="I/N"):
            Shard.parse(bad)


def test_merge_refuses_what_is_not_one_whole_run(tmp_path: Path) -> None:
    a, b, c = _shards(tmp_path, 3)
    with pytest.raises(ConfigError, match=r"shard\(s\) 2/3 missing"):
        merge_runs([a, b])
    with pytest.raises(ConfigError, match="given twice"):
        merge_runs([a, b, b])
    other = tmp_path / "other"
    evaluate("scripted:probing", CONFIG, max_turns=5, shard="2/3", out_dir=other)
    with pytest.raises(ResultsMismatchError, match="max_turns"):
        merge_runs([a, b, other])
    evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "plain")
    with pytest.raises(ConfigError, match="not a shard"):
        merge_runs([a, tmp_path / "plain"])
    lines = (c / "episodes.jsonl").read_text().splitlines()
    (c / "episodes.jsonl").write_text("\n".join(lines[:-2]) + "\n")
    with pytest.raises(ConfigError, match=r"shard 2/3 .* holds \d+ of its \d+ episodes; finish it"):
        merge_runs([a, b, c])


def test_cli_shards_and_report_merge(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    common = ["--limit", "2", "--seeds", "0", "--no-progress"]
    assert main(["bench", *common, "--out", str(tmp_path / "single")]) == 0
    single = capsys.readouterr().out
    for i in range(2):
        assert main(["bench", *common, "--shard", f"{i}/2", "--out", str(tmp_path / f"s{i}")]) == 0
    capsys.readouterr()
    dirs = [str(tmp_path / f"s{i}") for i in range(2)]
    assert main(["report", "--merge", *dirs, "--out", str(tmp_path / "merged")]) == 0
    assert capsys.readouterr().out == single
    merged, single_run = load_run(tmp_path / "merged"), load_run(tmp_path / "single")
    assert timeless(merged) == timeless(single_run)
    assert main(["report", "--merge", dirs[0]]) == 2
    assert "1/2 missing" in capsys.readouterr().err
