"""The ``tomsb`` command line: the main job, custom defenders, show, scenarios, errors."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import OFFICIAL, ROOT, make_scenarios
from tomsb_env.cli import build_parser, main
from tomsb_env.universe.schema import write_scenarios

MY_DEFENDER = '''
from tomsb_env.types import DefenderTurn


class MyDefender:
    """Always names the same wrong-looking leaf; written outside the package."""

    name = "mine"

    def reset(self, brief, rng):
        leaves = brief.universe.nodes_at(-1)
        truth = brief.truth[brief.universe.levels[-1]]
        self.leaf = next(x for x in leaves if x != truth)

    def act(self, view):
        return DefenderTurn(reply=f"It is {self.leaf}, I am sure.")
'''


def tomsb(*args: str, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    return subprocess.run(
        [sys.executable, "-m", "tomsb_env.cli", *args],
        cwd=cwd,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def scen_file(tmp_path: Path) -> Path:
    return write_scenarios(tmp_path / "tiny.jsonl", make_scenarios())


@pytest.fixture
def my_defender(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    path = folder / "my_defender.py"
    path.write_text(MY_DEFENDER, encoding="utf-8")
    return path


def test_the_main_job_command_prints_the_table(tmp_path: Path) -> None:
    # `tomsb bench` with no arguments, in an empty directory: the full protocol, offline
    run = tomsb("bench", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("### Attacker: scripted:") == 4
    assert "| `scripted:probing` |" in run.stdout and "Fooling % Hard" in run.stdout
    assert "tomsb-results/scripted-probing" in run.stderr
    out = tmp_path / "tomsb-results" / "scripted-probing"
    assert len((out / "episodes.jsonl").read_text().splitlines()) == 75 * 2 * 4 * 3
    assert (out / "results.md").read_text().strip() == run.stdout.strip()
    assert "Traceback" not in run.stderr


def test_a_defender_file_outside_the_package_is_scored(
    tmp_path: Path, my_defender: Path, scen_file: Path
) -> None:
    run = tomsb(
        "bench",
        "--defender",
        f"{my_defender}:MyDefender",
        "--scenarios",
        str(scen_file),
        "--seeds",
        "0",
        "--out",
        "run",
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    # rows carry the defender's own name; the table says which spec it is
    assert "| `mine` |" in run.stdout and f"`mine` is {my_defender}:MyDefender" in run.stdout
    assert run.stdout.count("### Attacker:") == 4
    # the ToM columns are "-": this defender never estimates the attacker's beliefs
    assert all(
        line.split(" | ")[3:5] == ["-", "-"]
        for line in run.stdout.splitlines()
        if "| `mine` |" in line
    )


def test_the_shipped_example_defender(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "bench",
            "--defender",
            str(ROOT / "examples" / "custom_defender.py") + ":DecoyDefender",
            "--limit",
            "6",
            "--seeds",
            "0",
            "--out",
            str(tmp_path / "ex"),
            "--no-progress",
            "--attacker",
            "scripted:base",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "| `decoy` |" in out and "custom_defender.py:DecoyDefender;" in out


def test_formats_resume_and_mismatch(
    tmp_path: Path, scen_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = [
        "bench",
        "--scenarios",
        str(scen_file),
        "--seeds",
        "0,1",
        "--out",
        str(tmp_path / "r"),
        "--attacker",
        "scripted:base",
        "--attacker",
        "bluffing",
        "--no-progress",
    ]
    assert main([*base, "--format", "csv"]) == 0
    out, err = capsys.readouterr()
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["attacker"] for r in rows] == ["scripted:base", "scripted:bluffing"]
    assert "48 episode(s) played, 0 resumed" in err
    assert main([*base, "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["config"]["seeds"] == [0, 1] and "0 episode(s) played, 48 resumed" in err
    assert main([*base, "--max-turns", "4"]) == 2
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert (
        last.startswith("tomsb: error:")
        and "max_turns: stored 15, now 4" in last
        and "--overwrite" in last
    )
    assert main([*base, "--max-turns", "4", "--overwrite"]) == 0


def test_errors_are_one_line_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tomsb("bench", "--defender", "scripted:probin", "--limit", "1", cwd=tmp_path)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines()[-1].startswith("tomsb: error: unknown scripted defender")
    assert "did you mean 'probing'" in run.stderr and "Traceback" not in run.stderr
    assert (
        main(["bench", "--defender-prompt", "tom", "--limit", "1", "--out", str(tmp_path / "x")])
        == 2
    )
    assert "LLM defenders" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        main(["bench", "--seeds", "a,b"])
    assert info.value.code == 2 and "comma-separated integers" in capsys.readouterr().err
    assert main(["show", str(tmp_path / "nothing.jsonl")]) == 2
    assert (
        capsys.readouterr().err
        == f"tomsb: error: {tmp_path / 'nothing.jsonl'}: no such episodes file or run directory\n"
    )


def test_help_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    for args in (
        ["--help"],
        ["bench", "--help"],
        ["show", "--help"],
        ["diff", "--help"],
        ["report", "--help"],
        ["scenarios", "--help"],
        ["scenarios", "list", "--help"],
        ["scenarios", "validate", "--help"],
        ["scenarios", "generate", "--help"],
        ["scenarios", "convert", "--help"],
    ):
        with pytest.raises(SystemExit) as info:
            build_parser().parse_args(args)
        assert info.value.code == 0
        assert "usage: tomsb" in capsys.readouterr().out


def test_show_lists_and_renders(
    tmp_path: Path, scen_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_dir = tmp_path / "r"
    assert (
        main(
            [
                "bench",
                "--scenarios",
                str(scen_file),
                "--seeds",
                "0",
                "--out",
                str(run_dir),
                "--attacker",
                "scripted:base",
                "--no-progress",
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert main(["show", str(run_dir / "episodes.jsonl")]) == 0
    listing = capsys.readouterr().out
    assert len(listing.strip().splitlines()) == 1 + 12
    assert (
        main(["show", str(run_dir), "--scenario", "t1-k2", "--episode", "1", "--color", "never"])
        == 0
    )
    shown = capsys.readouterr().out
    assert "Scenario t1-k2" in shown and "trust curve:" in shown and "reflection:" in shown
    assert "seed 0  episode 1" in shown
    assert main(["show", str(run_dir), "--scenario", "t1-k2", "--episode", "1", "--public"]) == 0
    assert "reflection:" not in capsys.readouterr().out
    assert main(["show", str(run_dir), "--episode", "99"]) == 2
    assert "out of range" in capsys.readouterr().err


def test_report_and_plot_over_runs(
    tmp_path: Path, scen_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = []
    for d in ("probing", "oracle", "naive_mislead"):
        runs.append(str(tmp_path / d))
        assert (
            main(
                [
                    "bench",
                    "--defender",
                    f"scripted:{d}",
                    "--scenarios",
                    str(scen_file),
                    "--seeds",
                    "0",
                    "--out",
                    runs[-1],
                    "--no-progress",
                ]
            )
            == 0
        )
    capsys.readouterr()
    assert main(["report", *runs, "--paper"]) == 0
    out = capsys.readouterr().out
    assert out.count("| `scripted:") == 12 and "paper: ADA (fooling + ToM)" in out


def test_scenarios_subcommands(
    tmp_path: Path, scen_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["scenarios", "list", "--scenarios", str(scen_file)]) == 0
    out = capsys.readouterr().out
    assert "t0-k2" in out and "company=Orbisoft, division=Bio-Informatics" in out
    assert main(["scenarios", "list", "--format", "json"]) == 0
    listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(listed) == 75 and sum(x["hard"] for x in listed) == 50

    assert main(["scenarios", "validate", str(scen_file)]) == 0
    bad = tmp_path / "bad.jsonl"
    lines = scen_file.read_text().splitlines()
    broken = json.loads(lines[1])
    broken["attacker_prior"]["company"] = "Heliodyne"  # not on the true path
    bad.write_text("\n".join([lines[0], json.dumps(broken), "{oops", lines[2]]) + "\n")
    assert main(["scenarios", "validate", str(bad)]) == 1
    captured = capsys.readouterr()
    problems = captured.out.strip().splitlines()
    assert (
        len(problems) >= 2
        and any("line 2" in p for p in problems)
        and any("line 3" in p for p in problems)
    )

    assert (
        main(
            [
                "scenarios",
                "generate",
                "--universes",
                "4",
                "--seed",
                "3",
                "--out",
                str(tmp_path / "gen"),
            ]
        )
        == 0
    )
    assert (
        main(
            [
                "scenarios",
                "validate",
                str(tmp_path / "gen" / "train.jsonl"),
                str(tmp_path / "gen" / "eval.jsonl"),
            ]
        )
        == 0
    )
    capsys.readouterr()
    if OFFICIAL.is_file():
        assert main(["scenarios", "convert", str(OFFICIAL), "--out", str(tmp_path / "off")]) == 0
        assert len((tmp_path / "off" / "eval.jsonl").read_text().splitlines()) == 75


def test_a_bad_defender_spec_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tomsb_env.cli",
            "bench",
            "--defender",
            "no_such_module:Thing",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2 and "cannot import 'no_such_module'" in result.stderr
    assert not out.exists()


def test_concurrency_and_shard_flags_reach_the_run(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tomsb_env.benchmark import runner

    seen: list[object] = []
    real = runner.evaluate

    def spy(defender: object, config: object) -> object:
        seen.append(config)
        return real(defender, config)

    monkeypatch.setattr(runner, "evaluate", spy)
    argv = ["bench", "--limit", "1", "--seeds", "0", "--no-progress", "--out", str(tmp_path)]
    assert main([*argv, "--concurrency", "3"]) == 0
    assert seen[-1].concurrency == 3 and seen[-1].shard is None  # type: ignore[attr-defined]
    assert main([*argv, "--shard", "1/2", "--out", str(tmp_path / "s1")]) == 0
    assert str(seen[-1].shard) == "1/2"  # type: ignore[attr-defined]
    assert main([*argv, "--shard", "2/2", "--out", str(tmp_path / "bad")]) == 2
    assert "expected I/N" in capsys.readouterr().err
    for gone in ("--processes", "--event-loop"):
        with pytest.raises(SystemExit):
            main([*argv, gone, "2"])
