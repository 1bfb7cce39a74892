"""A run directory: one writer at a time, stale results refused, growth played, read-only shown."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import make_scenarios
from tomsb_env.benchmark import BenchmarkConfig, evaluate
from tomsb_env.benchmark.store import RunLock
from tomsb_env.cli import main
from tomsb_env.errors import ConfigError, ResultsMismatchError, RunLockedError

ROOT = Path(__file__).resolve().parents[1]
CONFIG = BenchmarkConfig(limit=2, seeds=(0,), progress=False)

DEFENDER = """
from tomsb_env.agents.defenders import scripted_defender


class MyDefender:
    name = "mine"

    def __init__(self):
        self.inner = scripted_defender("probing")

    def reset(self, brief, rng):
        self.inner.reset(brief, rng)

    def act(self, view):
        return self.inner.act(view)
"""


def test_a_second_run_on_the_directory_fails_at_once_naming_the_holder(tmp_path: Path) -> None:
    holder = RunLock(tmp_path)
    holder.acquire()
    try:
        t0 = time.monotonic()
        with pytest.raises(RunLockedError, match=rf"in use by another run \(pid {os.getpid()} on "):
            evaluate("scripted:probing", CONFIG, out_dir=tmp_path)
        with pytest.raises(RunLockedError, match="started "):
            evaluate("scripted:probing", CONFIG, out_dir=tmp_path, overwrite=True)
        assert time.monotonic() - t0 < 5
        assert not (tmp_path / "config.json").exists()
    finally:
        holder.release()
    assert evaluate("scripted:probing", CONFIG, out_dir=tmp_path).played == 2 * 4 * 2
    # the lock is given back after a run, also after a failed one
    assert evaluate("scripted:probing", CONFIG, out_dir=tmp_path).played == 0
    with pytest.raises(ConfigError):
        evaluate("scripted:probing", CONFIG, out_dir=tmp_path, judge="nonsense:judge")
    assert evaluate("scripted:probing", CONFIG, out_dir=tmp_path).resumed == 16


HELD_DEFENDER = """
import os
import time
from tomsb_env.agents.defenders import scripted_defender

RELEASE = {release!r}
started = 0


class MyDefender:
    name = "mine"

    def __init__(self):
        self.inner = scripted_defender("probing")

    def reset(self, brief, rng):
        # after its first episode the run waits for the test's go-ahead, so it is still
        # running (and holding the directory) however slowly the other processes start
        global started
        started += 1
        while started > 1 and not os.path.exists(RELEASE):
            time.sleep(0.01)
        self.inner.reset(brief, rng)

    def act(self, view):
        return self.inner.act(view)
"""


def test_two_processes_one_directory(tmp_path: Path) -> None:
    release = tmp_path / "release"
    defender = tmp_path / "held.py"
    defender.write_text(HELD_DEFENDER.format(release=str(release)), encoding="utf-8")
    out = tmp_path / "run"
    argv = [sys.executable, "-m", "tomsb_env.cli", "bench", "--defender", f"{defender}:MyDefender",
            "--limit", "2", "--seeds", "0", "--no-progress", "--out", str(out)]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    first = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while not (out / "episodes.jsonl").exists() or not (out / "episodes.jsonl").stat().st_size:
            assert first.poll() is None, first.stderr.read()  # type: ignore[union-attr]
            assert time.monotonic() < deadline
            time.sleep(0.02)
        for extra in ([], ["--overwrite"]):
            second = subprocess.run(
                [*argv, *extra], env=env, capture_output=True, text=True, timeout=120
            )
            assert second.returncode == 2, second.stderr
            assert f"in use by another run (pid {first.pid} on " in second.stderr
    finally:
        release.touch()
        assert first.wait(timeout=120) == 0
    lines = (out / "episodes.jsonl").read_text().splitlines()
    assert len(lines) == 2 * 4 * 2  # each episode once: the refused runs wrote nothing


def test_a_changed_defender_file_is_refused_naming_it(tmp_path: Path) -> None:
    defender = tmp_path / "my_defender.py"
    defender.write_text(DEFENDER, encoding="utf-8")
    spec = f"{defender}:MyDefender"
    assert evaluate(spec, CONFIG, out_dir=tmp_path / "run").played == 16
    defender.write_text(DEFENDER + "\n# tuned\n", encoding="utf-8")
    # a new process would import the edited file; here the module cache is cleared instead
    for name in [m for m in sys.modules if m.startswith("tomsb_user_")]:
        del sys.modules[name]
    with pytest.raises(
        ResultsMismatchError, match=rf"different version of {spec} \(code\).*--overwrite"
    ):
        evaluate(spec, CONFIG, out_dir=tmp_path / "run")
    assert evaluate(spec, CONFIG, out_dir=tmp_path / "run", overwrite=True).played == 16


def test_a_changed_llm_prompt_text_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from tests.llm_helpers import protocol_responder
    from tomsb_env.agents.defenders.llm import LLMDefender
    from tomsb_env.testing import FakeOpenAIServer

    with FakeOpenAIServer(responder=protocol_responder, record=False) as srv:
        spec = f"openai:{srv.base_url}@defender"
        config = BenchmarkConfig(
            scenarios=make_scenarios(), seeds=(0,), progress=False, out_dir=tmp_path
        )
        assert evaluate(spec, config).played == 48  # 6 scenarios x 2 episodes x 4 attackers
        assert evaluate(spec, config).played == 0
        tom = LLMDefender.PROMPTS["tom"]
        edited = dataclasses.replace(tom, template=tom.template + "\nBe brief.")
        prompts = {**{k: LLMDefender.PROMPTS[k] for k in LLMDefender.PROMPTS}, "tom": edited}
        monkeypatch.setattr(LLMDefender, "PROMPTS", prompts)
        with pytest.raises(
            ResultsMismatchError, match=r"different version of openai:.*\(prompts\)"
        ):
            evaluate(spec, config)


def test_added_seeds_and_scenarios_play_only_what_is_new(tmp_path: Path) -> None:
    first = evaluate("scripted:probing", CONFIG, out_dir=tmp_path)
    assert first.played == 16
    more_seeds = evaluate("scripted:probing", CONFIG, seeds=(0, 1), out_dir=tmp_path)
    assert (more_seeds.played, more_seeds.resumed) == (16, 16)
    more_scenarios = evaluate("scripted:probing", CONFIG, seeds=(0, 1), limit=3, out_dir=tmp_path)
    assert (more_scenarios.played, more_scenarios.resumed) == (16, 32)
    whole = evaluate("scripted:probing", CONFIG, seeds=(0, 1), limit=3)
    assert more_scenarios.table() == whole.table()
    # fewer seeds are a part of the stored run: read from it, and only they are in the table
    part = evaluate("scripted:probing", CONFIG, seeds=(1,), limit=3, out_dir=tmp_path)
    assert part.played == 0 and {ep.meta.seed for ep in part.episodes} == {1}
    assert part.table() == evaluate("scripted:probing", CONFIG, seeds=(1,), limit=3).table()
    with pytest.raises(ResultsMismatchError, match="scenario 'u"):
        evaluate("scripted:probing", CONFIG, seeds=(0, 1), limit=2, out_dir=tmp_path)


def test_a_finished_run_in_a_read_only_directory_prints_its_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["bench", "--limit", "2", "--seeds", "0", "--no-progress", "--out", str(tmp_path)]
    assert main(argv) == 0
    table = capsys.readouterr().out
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}

    def denied(self: RunLock) -> None:  # what creating the lock file raises there
        raise PermissionError(errno.EACCES, "Permission denied", str(self.out_dir / ".tomsb.lock"))

    monkeypatch.setattr(RunLock, "acquire", denied)
    monkeypatch.setattr(os, "replace", lambda *a: pytest.fail("wrote to a read-only run"))
    assert main(argv) == 0
    assert capsys.readouterr().out == table
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == before
    # an unfinished one cannot be completed there: said plainly
    assert main([*argv[:-2], "--seeds", "0,1", "--out", str(tmp_path)]) == 2
    assert "cannot be written and its run is not finished" in capsys.readouterr().err


RAISING = """
from tomsb_env.agents.defenders import scripted_defender


def explode(view):
    raise ValueError("the defender's own bug")


class Raising:
    def __init__(self):
        self.inner = scripted_defender("probing")

    def reset(self, brief, rng):
        self.inner.reset(brief, rng)

    def act(self, view):
        return explode(view)
"""


def test_a_raising_defender_keeps_its_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    defender = tmp_path / "raising.py"
    defender.write_text(RAISING, encoding="utf-8")
    out = tmp_path / "run"
    argv = ["bench", "--defender", f"{defender}:Raising", "--limit", "1", "--seeds", "0",
            "--attacker", "scripted:base", "--no-progress", "--out", str(out)]  # fmt: skip
    assert main(argv) == 1  # every episode failed: nothing was scored
    err = capsys.readouterr().err
    assert "2 episode(s) ended in an error (played again on the next run)" in err
    assert 'raising.py", line 6, in explode' in err and "ValueError: the defender's own bug" in err
    record = json.loads((out / "episodes.jsonl").read_text().splitlines()[0])
    assert record["outcome"] == "error"
    assert "in explode" in record["meta"]["traceback"]
    assert main(["show", str(out), "--episode", "0"]) == 0
    shown = capsys.readouterr().out
    assert "error: ValueError: the defender's own bug" in shown and "in explode" in shown
    # an episode without an error has no traceback field at all (its record is unchanged)
    assert main([*argv[:2], "scripted:probing", *argv[3:-1], str(tmp_path / "ok")]) == 0
    line = (tmp_path / "ok" / "episodes.jsonl").read_text().splitlines()[0]
    assert "traceback" not in json.loads(line)["meta"]
