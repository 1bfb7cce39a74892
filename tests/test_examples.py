"""Every example is a runnable file; these smoke tests run them (the training ones have their own tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_quickstart_runs() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "quickstart.py")],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    assert "attacker opens with" in out and "outcome" in out and "components" in out
    # its notes never commit to what the attacker knows ("They have not shown what they know
    # yet."), so they earn no ToM credit: the reward is the fooling component alone
    assert "outcome fooled" in out and "reward 1.0" in out and "'fooling': 1.0" in out
    assert "'tom': 0.0" in out and "'stepwise_tom': 0.0" in out


def test_every_example_is_covered() -> None:
    covered = {
        "quickstart.py",
        "custom_defender.py",
        "vllm_defender.py",
        "grpo_defender.py",
        "ray_shards.py",
        "hf_dataset.py",  # tests/test_hf_dataset_rows.py and tests/integrations/test_hf_dataset.py
    }
    assert {p.name for p in (ROOT / "examples").glob("*.py")} <= covered


def _ray_example() -> object:
    import importlib.util

    spec = importlib.util.spec_from_file_location("ray_shards", ROOT / "examples" / "ray_shards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ray_example_shards_merge_without_ray(tmp_path: Path) -> None:
    # the task body, run in this process: what each Ray task does, and the merge after it
    from tomsb_env.benchmark import evaluate, merge_runs

    example = _ray_example()
    dirs = [str(tmp_path / f"s{i}") for i in range(2)]
    for i, d in enumerate(dirs):
        assert "played" in example.play_shard("scripted:probing", i, 2, d, 2)  # type: ignore[attr-defined]
    single = evaluate("scripted:probing", limit=2, progress=False)
    assert merge_runs(dirs).table() == single.table()


@pytest.mark.slow
def test_ray_example_runs_shards_as_ray_tasks(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "ray_shards.py"),
            "--shards",
            "2",
            "--limit",
            "2",
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout
    assert "shard 0/2:" in out and "shard 1/2:" in out and "### Attacker: scripted:bluffing" in out
    assert (tmp_path / "merged" / "episodes.jsonl").is_file()
