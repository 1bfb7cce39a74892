"""A run streams its episodes to disk and keeps none; ``workers=N`` plays it in N processes
with exactly a one-process run's records and tables; ``tomsb bench`` sets its own garbage
collector for the run and puts it back."""

from __future__ import annotations

import gc
import json
import textwrap
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tests.llm_helpers import protocol_responder
from tomsb_env.benchmark import BenchmarkConfig, evaluate
from tomsb_env.benchmark.runner import collector_for_long_runs
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError
from tomsb_env.testing import FakeOpenAIServer
from tomsb_env.types import Episode

CONFIG = BenchmarkConfig(limit=3, seeds=(0, 1), progress=False)
REPORTS = ("summary.json", "results.md", "results.csv", "config.json")


def records(run: Path) -> list[dict[str, Any]]:
    """The run's records in a fixed order, the one field that measures time set to 0."""
    out = [json.loads(line) for line in (run / "episodes.jsonl").read_bytes().splitlines()]
    for r in out:
        r["meta"]["wall_seconds"] = 0
    return sorted(out, key=lambda r: json.dumps(r, sort_keys=True))


def assert_same_run(a: Path, b: Path) -> None:
    assert records(a) == records(b)
    for name in REPORTS:  # config.json: the workers are no setting of the run
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


def test_workers_record_exactly_what_one_process_does(tmp_path: Path) -> None:
    one = evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "one")
    two = evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "two", workers=2)
    assert (two.played, len(two.episode_rows)) == (one.played, 3 * 2 * 4 * 2)
    assert_same_run(tmp_path / "one", tmp_path / "two")
    assert two.table() == one.table()
    again = evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "two", workers=3)
    assert again.played == 0 and again.resumed == one.played  # an ordinary run directory


def test_llm_workers_share_the_concurrency_and_match_one_process(tmp_path: Path) -> None:
    with FakeOpenAIServer(responder=protocol_responder) as srv:
        argv = ["bench", "--defender", f"openai:{srv.base_url}@defender"]
        argv += ["--attacker", f"openai:{srv.base_url}@attacker", "--limit", "2", "--seeds", "0"]
        argv += ["--concurrency", "6", "--no-progress"]
        assert main([*argv, "--out", str(tmp_path / "one")]) == 0
        srv.reset()
        assert main([*argv, "--workers", "2", "--out", str(tmp_path / "two")]) == 0
        assert srv.max_in_flight <= 6  # 3 per worker
    assert_same_run(tmp_path / "one", tmp_path / "two")


KILLER = """
import os

from tomsb_env.agents.defenders import scripted_defender


class KilledOnce:
    # kills its own process (SIGKILL) in the third episode it plays while $KILL_THIRD is set

    name = "killed-once"
    played = 0

    def __init__(self):
        self.inner = scripted_defender("probing")

    def reset(self, brief, rng):
        type(self).played += 1
        if type(self).played == 3 and os.environ.get("KILL_THIRD"):
            os.kill(os.getpid(), 9)
        self.inner.reset(brief, rng)

    def act(self, view):
        return self.inner.act(view)
"""


def test_a_killed_worker_loses_only_its_open_episode_and_the_rerun_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    agent = tmp_path / "killer.py"
    agent.write_text(textwrap.dedent(KILLER))
    spec, out = f"{agent}:KilledOnce", tmp_path / "two"
    monkeypatch.setenv("KILL_THIRD", "1")  # the workers inherit it
    with pytest.raises(ConfigError, match=r"worker\(s\) 0/2, 1/2 failed.*re-run"):
        evaluate(spec, CONFIG, out_dir=out, workers=2)
    saved = len((out / "episodes.jsonl").read_bytes().splitlines())
    assert saved == 2 * 2  # each worker saved the two episodes it finished before its kill
    monkeypatch.delenv("KILL_THIRD")
    resumed = evaluate(spec, CONFIG, out_dir=out, workers=2)
    assert (resumed.resumed, resumed.played) == (saved, 3 * 2 * 4 * 2 - saved)
    evaluate(spec, CONFIG, out_dir=tmp_path / "one")
    assert_same_run(tmp_path / "one", out)


def test_workers_split_a_whole_run_only() -> None:
    with pytest.raises(ConfigError, match="workers split a whole run"):
        BenchmarkConfig(workers=2, shard="0/2")
    with pytest.raises(ConfigError, match="workers must be >= 1"):
        BenchmarkConfig(workers=0)


class Census:
    """A scripted defender that counts the episodes alive whenever an episode starts."""

    name = "census"
    alive: ClassVar[list[int]] = []

    def __init__(self) -> None:
        from tomsb_env.agents.defenders import scripted_defender

        self.inner = scripted_defender("probing")

    def reset(self, brief: Any, rng: Any) -> None:
        Census.alive.append(sum(isinstance(o, Episode) for o in gc.get_objects()))
        self.inner.reset(brief, rng)

    def act(self, view: Any) -> Any:
        return self.inner.act(view)


def test_a_run_keeps_no_finished_episode_and_reads_them_back_on_demand(tmp_path: Path) -> None:
    Census.alive = []
    stored = evaluate(Census, CONFIG, out_dir=tmp_path / "run")
    assert len(Census.alive) == 48 and max(Census.alive) <= 2  # its own, and none finished
    assert stored.held is None and len(stored.episode_rows) == 48
    kept = evaluate(Census, CONFIG)  # in memory: nowhere else to keep them
    assert kept.held is not None and Census.alive[-1] >= 47
    read_back, held = stored.records, kept.records
    for r in (*read_back, *held):
        r["meta"]["wall_seconds"] = 0
    assert read_back == held  # read back from the directory, in the run's order
    (tmp_path / "run" / "episodes.jsonl").unlink()
    stored.held = None
    with pytest.raises(ConfigError, match="episodes file is gone"):
        stored.episodes  # noqa: B018


def test_bench_sets_the_collector_for_its_run_and_puts_it_back() -> None:
    before = gc.get_threshold()
    with collector_for_long_runs():
        assert gc.get_threshold() == (100_000, *before[1:]) and gc.get_freeze_count() > 0
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
