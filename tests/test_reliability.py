"""Nothing lost, nothing leaked, nothing silent (issue 22, items 1-6): merges that cannot
destroy a run, a missing extra named before any game, sessions that stay in step with the game,
fingerprints that see the user's modules, and episode files read as a stream."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tomsb_env.benchmark import BenchmarkConfig, evaluate, load_run, merge_runs
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError, RunLockedError

CONFIG = BenchmarkConfig(limit=2, seeds=(0,), episodes_per_scenario=1, progress=False)
SRC = str(Path(__file__).resolve().parents[1] / "src")


def _shards(tmp_path: Path, n: int = 2) -> list[Path]:
    dirs = [tmp_path / f"shard{i}" for i in range(n)]
    for i, d in enumerate(dirs):
        evaluate("scripted:probing", CONFIG, shard=f"{i}/{n}", out_dir=d)
    return dirs


def _lines(run: Path) -> list[str]:
    return (run / "episodes.jsonl").read_text().splitlines()


# ------------------------------------------------------------ 1. merge --out
def test_merge_refuses_to_replace_an_unrelated_finished_run(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path)
    other = tmp_path / "other"
    evaluate("scripted:probing", CONFIG, limit=1, out_dir=other)
    before = {p.name: p.read_bytes() for p in other.iterdir() if p.is_file()}
    code = main(["report", "--merge", *map(str, dirs), "--out", str(other)])
    err = capsys.readouterr().err
    assert code != 0 and "already holds" in err and "--overwrite" in err
    assert len(err.strip().splitlines()) == 1
    assert {p.name: p.read_bytes() for p in other.iterdir() if p.is_file()} == before
    # --overwrite replaces it with the merged run
    assert main(["report", "--merge", *map(str, dirs), "--out", str(other), "--overwrite"]) == 0
    assert len(_lines(other)) == sum(len(_lines(d)) for d in dirs)
    assert load_run(other).config.shard == ""


def test_merge_refuses_an_input_shard_as_out_even_with_overwrite(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path)
    before = (dirs[0] / "episodes.jsonl").read_bytes()
    for extra in ([], ["--overwrite"]):
        code = main(["report", "--merge", *map(str, dirs), "--out", str(dirs[0]), *extra])
        assert code != 0 and "one of the shards being merged" in capsys.readouterr().err
    with pytest.raises(ConfigError, match="one of the shards"):  # also spelled differently
        merge_runs(dirs, dirs[1] / ".." / dirs[1].name, overwrite=True)
    assert (dirs[0] / "episodes.jsonl").read_bytes() == before


def test_merge_refuses_a_directory_a_running_bench_holds(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path)
    busy = tmp_path / "busy"
    busy.mkdir()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from tomsb_env.benchmark.lock import "
            "RunLock; lock = RunLock(Path(sys.argv[1])); lock.acquire(); print('held', flush=True); "
            "time.sleep(60)",
            str(busy),
        ],
        stdout=subprocess.PIPE,
        text=True,
        env={"PYTHONPATH": SRC},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        code = main(["report", "--merge", *map(str, dirs), "--out", str(busy), "--overwrite"])
        err = capsys.readouterr().err
        assert code != 0 and "in use by another run" in err and f"pid {holder.pid}" in err
        with pytest.raises(RunLockedError):
            merge_runs(dirs, busy, overwrite=True)
        assert not (busy / "episodes.jsonl").exists()
    finally:
        holder.kill()
        holder.wait()


def test_merge_into_a_new_directory_releases_its_lock(tmp_path: Path) -> None:
    dirs = _shards(tmp_path)
    merge_runs(dirs, tmp_path / "merged")
    # a bench can resume it at once: the merge let go of the lock
    assert evaluate("scripted:probing", CONFIG, out_dir=tmp_path / "merged").played == 0


def test_overwrite_without_merge_is_refused(tmp_path: Path, capsys) -> None:
    dirs = _shards(tmp_path, 1)
    assert main(["report", str(dirs[0]), "--overwrite"]) != 0
    assert "--merge" in capsys.readouterr().err


# ---------------------------------------------------- 5. missing dependency
NO_AIOHTTP = "import sys; sys.modules['aiohttp'] = None\n"


def _python(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_AIOHTTP + textwrap.dedent(code)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={"PYTHONPATH": SRC},
        timeout=120,
    )


def test_bench_without_aiohttp_names_the_extra_and_plays_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = _python(
        f"""
        from tomsb_env.cli import main
        sys.exit(main(["bench", "--defender", "openai:http://127.0.0.1:9/v1@m", "--limit", "1",
                       "--seeds", "0", "--no-progress", "--out", {str(out)!r}]))
        """,
        tmp_path,
    )
    assert proc.returncode != 0
    last = proc.stderr.strip().splitlines()[-1]
    assert "pip install 'tomsb-env[llm]'" in last and "aiohttp" in last
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert not (out / "episodes.jsonl").exists()


def test_gym_make_without_aiohttp_fails_at_construction(tmp_path: Path) -> None:
    proc = _python(
        """
        import gymnasium as gym
        import tomsb_env
        from tomsb_env.errors import MissingExtraError
        try:
            gym.make("ToMSB-Base-v0", attacker="openai:http://127.0.0.1:9/v1@m")
        except MissingExtraError as exc:
            print(exc)
        else:
            print("constructed")
        """,
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert "pip install 'tomsb-env[llm]'" in proc.stdout and "constructed" not in proc.stdout
