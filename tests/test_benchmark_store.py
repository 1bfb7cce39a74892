"""Run directories: the config check, the append-only episode log and torn lines."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import make_scenarios
from tomsb_env.benchmark.store import (
    EpisodeLog,
    RunConfig,
    RunPaths,
    check_config,
    jsonable,
    read_config,
    write_json_atomic,
)
from tomsb_env.errors import ConfigError, ResultsMismatchError
from tomsb_env.types import Episode, EpisodeMeta, Outcome


def config(**kw: Any) -> RunConfig:
    base: dict[str, Any] = dict(
        defender="scripted:probing",
        attackers=("scripted:base",),
        scenarios="split:eval",
        scenario_digest="abc",
        num_scenarios=75,
        episodes_per_scenario=2,
        seeds=(0, 1, 2),
        max_turns=15,
        rewards={"fooling": 1.0},
        judge="exact",
        defender_kwargs={},
        attacker_kwargs={},
    )
    base.update(kw)
    return RunConfig(**base)


def rec(
    sid: str, attacker: str = "a", seed: int = 0, index: int = 0, outcome: str | None = None
) -> Episode:
    return Episode(
        dataclasses.replace(make_scenarios()[0], id=sid),
        outcome=None if outcome is None else Outcome(outcome),
        meta=EpisodeMeta(attacker=attacker, seed=seed, episode_index=index),
    )


def line(ep: Episode) -> str:
    return json.dumps(ep.to_dict())


def test_config_round_trip_and_differences(tmp_path: Path) -> None:
    c = config()
    write_json_atomic(tmp_path / "config.json", c.to_dict())
    assert read_config(tmp_path / "config.json") == c
    assert c.total_episodes == 75 * 2 * 3
    assert c.differences(config(concurrency=64, version="9")) == []
    assert c.differences(config(max_turns=10, seeds=(0,))) == ["seeds", "max_turns"]


def test_check_config_names_keys_and_the_way_out(tmp_path: Path) -> None:
    paths = RunPaths(tmp_path)
    write_json_atomic(paths.config, config().to_dict())
    check_config(paths, config(concurrency=8))
    with pytest.raises(ResultsMismatchError, match=r"max_turns: stored 15, now 5.*--overwrite"):
        check_config(paths, config(max_turns=5))
    (tmp_path / "config.json").write_text("{not json")
    with pytest.raises(ConfigError, match="not valid JSON"):
        check_config(paths, config())


def test_jsonable_is_stable_for_objects() -> None:
    class Thing:
        pass

    a, b = (
        jsonable({"x": Thing(), "p": Path("/a"), "t": (1, 2)}),
        jsonable({"x": Thing(), "p": Path("/a"), "t": (1, 2)}),
    )
    assert a == b and a["t"] == [1, 2] and " at 0x" not in a["x"]


def test_append_and_load(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    with EpisodeLog(path) as log:
        for i in range(3):
            log.append(rec(f"s{i}", outcome="fooled"))
    assert [r.scenario.id for r in EpisodeLog(path).load()] == ["s0", "s1", "s2"]
    # a later record of the same key replaces the earlier one
    with EpisodeLog(path) as log:
        log.append(rec("s1", outcome="detected"))
    loaded = EpisodeLog(path).load()
    assert len(loaded) == 3 and loaded[1].outcome is Outcome.DETECTED


def test_a_torn_last_line_is_dropped_and_repaired_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    whole = line(rec("s0")) + "\n" + line(rec("s1")) + "\n"
    torn = line(rec("s2"))[:17]
    path.write_text(whole + torn)
    reader = EpisodeLog(path)
    assert [r.scenario.id for r in reader.load()] == ["s0", "s1"] and reader.dropped_torn_line
    assert path.read_text() == whole + torn  # readers never touch the file (a run may be writing)
    assert len(EpisodeLog(path).load(repair=True)) == 2
    assert path.read_text() == whole
    with EpisodeLog(path) as log:
        log.append(rec("s3"))
    assert [r.scenario.id for r in EpisodeLog(path).load()] == ["s0", "s1", "s3"]


def test_a_whole_last_record_without_newline_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    path.write_text(line(rec("s0")) + "\n" + line(rec("s1")))
    assert len(EpisodeLog(path).load(repair=True)) == 2
    with EpisodeLog(path) as log:
        log.append(rec("s2"))
    assert [r.scenario.id for r in EpisodeLog(path).load()] == ["s0", "s1", "s2"]


def test_a_corrupt_middle_line_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    path.write_text(line(rec("s0")) + "\n{garbage\n" + line(rec("s1")) + "\n")
    with pytest.raises(ConfigError, match=r"episodes.jsonl line 2 .*--overwrite"):
        EpisodeLog(path).load()
    path.write_text(json.dumps({"scenario_id": "x"}) + "\n" + line(rec("s1")) + "\n")
    with pytest.raises(ConfigError, match="line 1"):
        EpisodeLog(path).load()


def test_rewrite_replaces_the_content(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    log = EpisodeLog(path)
    log.rewrite([rec("s0"), rec("s1")])
    assert len(log.load()) == 2 and not (tmp_path / "episodes.jsonl.tmp").exists()


def test_record_lines_read_back_as_the_records() -> None:
    from tomsb_env.benchmark.store import dumps, loads

    records = [
        {"scenario_id": "s1", "x": [1, 2], "y": "é", "names": ["Ä", "b"]},
        {"scenario_id": "s3", "big": 2**70 + 1, "odd": "\ud800"},  # what orjson refuses
        {"nested": {"deep": [{"a": 0.1}]}, "none": None},
    ]
    lines = [dumps(r) for r in records]
    assert all(b"\n" not in line for line in lines)
    assert [loads(line) for line in lines] == records
    assert type(loads(lines[1])["big"]) is int
    assert [json.loads(line.decode("utf-8", "surrogatepass")) for line in lines] == records
    assert "Ä".encode() in lines[0]  # UTF-8 as is, not \u-escaped
    assert loads(b'{"x": NaN}')["x"] != loads(b'{"x": NaN}')["x"]  # NaN read, as json reads it
