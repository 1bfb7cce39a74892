"""``tomsb report``: each run's protocol, a warning when protocols differ, and rows named
after the defender (``--name``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import make_scenarios
from tomsb_env.cli import main
from tomsb_env.universe.schema import write_scenarios


def _bench(tmp_path: Path, out: str, *extra: str) -> str:
    scen = tmp_path / "tiny.jsonl"
    if not scen.exists():
        write_scenarios(scen, make_scenarios())
    args = ["bench", "--scenarios", str(scen), "--out", str(tmp_path / out), "--no-progress"]
    assert main([*args, "--attacker", "scripted:base", *extra]) == 0
    return str(tmp_path / out)


def test_report_prints_each_protocol_and_warns_when_they_differ(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _bench(tmp_path, "a", "--seeds", "0", "--name", "Probe A")
    b = _bench(tmp_path, "b", "--seeds", "0", "--defender", "scripted:oracle")
    c = _bench(tmp_path, "c", "--seeds", "0,1", "--defender", "scripted:refuse")
    capsys.readouterr()
    assert main(["report", a, b]) == 0
    got = capsys.readouterr()
    assert "Protocols:" in got.out and "- `Probe A` (scripted:probing): 6 scenarios" in got.out
    assert "- `scripted:oracle`: 6 scenarios" in got.out and "seeds 0," in got.out
    assert "| `Probe A` |" in got.out and "Warning" not in got.out + got.err
    assert main(["report", a, c]) == 0
    got = capsys.readouterr()
    assert "seeds 0,1, 15-turn cap" in got.out
    assert "**Warning: these runs differ in seeds;" in got.out
    assert "tomsb: Warning: these runs differ in seeds;" in got.err
    assert main(["report", a, c, "--format", "csv"]) == 0
    got = capsys.readouterr()
    assert "Protocols" not in got.out and "differ in seeds" in got.err
    assert "Probe A: 6 scenarios" in got.err


def test_name_is_informational_and_a_clash_shows_the_run_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _bench(tmp_path, "a", "--seeds", "0", "--name", "mine")
    # renaming does not replay anything
    _bench(tmp_path, "a", "--seeds", "0", "--name", "renamed")
    assert "0 played" not in capsys.readouterr().out
    b = _bench(tmp_path, "b", "--seeds", "0", "--defender", "scripted:oracle", "--name", "renamed")
    capsys.readouterr()
    assert main(["report", a, b]) == 0
    out = capsys.readouterr().out
    assert "| `renamed (a)` |" in out and "| `renamed (b)` |" in out
    assert "- `renamed (a)` (scripted:probing): 6 scenarios" in out


DEFENDER = """
class Probe:
    name = "probe"

    def reset(self, brief, rng):
        pass

    def act(self, view):
        return "Which part of the company are you with?"
"""


def test_edit_then_out_run_2_gives_two_names_and_label_renames_an_old_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The README's loop: bench, edit the defender, bench again into run-2."""
    code = tmp_path / "mine.py"
    code.write_text(DEFENDER, encoding="utf-8")
    spec = ["--seeds", "0", "--defender", f"{code}:Probe"]
    one = _bench(tmp_path, "run-1", *spec)
    code.write_text(DEFENDER.replace("you with", "you from"), encoding="utf-8")
    two = _bench(tmp_path, "run-2", *spec)
    capsys.readouterr()
    # the old run's code changed: --name cannot replay it, and says what names it
    scen = str(tmp_path / "tiny.jsonl")
    args = ["bench", "--scenarios", scen, "--out", one, "--attacker", "scripted:base", *spec]
    assert main([*args, "--name", "old"]) == 2
    assert "(code) changed" in (err := capsys.readouterr().err) and "tomsb report --label" in err
    assert main(["report", one, two]) == 0
    out = capsys.readouterr().out
    assert "| `probe (run-1)` |" in out and "| `probe (run-2)` |" in out
    for option in ("--label", "--name"):
        assert main(["report", one, two, option, "old", option, "new", "--format", "csv"]) == 0
        rows = capsys.readouterr().out.splitlines()[1:]
        assert [r.split(",")[0] for r in rows] == ["old", "new"]
    assert main(["report", one, two, "--label", "old"]) == 2
    assert "1 --label for 2 RUN_DIR" in capsys.readouterr().err
    assert main(["report", "--merge", one, "--label", "x"]) == 2
    assert "--label applies to separate runs" in capsys.readouterr().err
    # runs in directories of one name are told apart by their paths
    (tmp_path / "x").mkdir()
    three = _bench(tmp_path, "x/run-1", *spec)
    capsys.readouterr()
    assert main(["report", one, two, three, "--format", "csv"]) == 0
    names = [r.split(",")[0] for r in capsys.readouterr().out.splitlines()[1:]]
    assert names == [f"probe ({one})", "probe (run-2)", f"probe ({three})"]


def test_report_paper_prints_the_known_levels_split(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _bench(tmp_path, "a", "--seeds", "0")
    capsys.readouterr()
    assert main(["report", a, "--paper"]) == 0
    split = capsys.readouterr().out.split("knew at the start (% of episodes):")[1].split("\n")
    # 6 scenarios, 2 episodes each: 4 episodes for each number of known levels (was empty)
    assert [line.split()[:2] for line in split[3:6]] == [["0", "4"], ["1", "4"], ["2", "4"]]


def test_empty_name_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scen = write_scenarios(tmp_path / "s.jsonl", make_scenarios())
    assert (
        main(["bench", "--scenarios", str(scen), "--name", " ", "--out", str(tmp_path / "r")]) == 2
    )
    assert "name must not be empty" in capsys.readouterr().err
