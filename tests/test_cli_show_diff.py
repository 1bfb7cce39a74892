"""``tomsb show`` (judged estimates, the public view, every outcome), ``tomsb diff``, and the
judge version recorded in a run's config."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import make_scenarios
from tomsb_env.benchmark import evaluate
from tomsb_env.cli import build_parser, main
from tomsb_env.cli.episodes import OUTCOMES
from tomsb_env.errors import ResultsMismatchError
from tomsb_env.types import Outcome
from tomsb_env.universe.schema import write_scenarios


def _run(tmp_path: Path, name: str, defender: str = "scripted:probing") -> Path:
    scen = tmp_path / "tiny.jsonl"
    if not scen.exists():
        write_scenarios(scen, make_scenarios())
    out = tmp_path / name
    code = main(
        [
            "bench",
            "--defender",
            defender,
            "--scenarios",
            str(scen),
            "--seeds",
            "0",
            "--attacker",
            "scripted:base",
            "--attacker",
            "scripted:bluffing",
            "--out",
            str(out),
            "--no-progress",
        ]
    )
    assert code == 0
    return out


def test_outcome_choices_are_every_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    assert tuple(o.value for o in Outcome) == OUTCOMES
    args = build_parser().parse_args(["show", "x", "--outcome", "unconvinced"])
    assert args.outcome == "unconvinced"


def test_show_prints_the_scored_estimates_and_per_turn_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = _run(tmp_path, "a")
    capsys.readouterr()
    records = [json.loads(x) for x in (run / "episodes.jsonl").read_text().splitlines()]
    k = next(i for i, r in enumerate(records) if r["judgement"]["stepwise_matches"])
    rec = records[k]
    assert main(["show", str(run), "--episode", str(k), "--color", "never"]) == 0
    out = capsys.readouterr().out
    assert "judge (exact): trajectory ToM" in out and "prior estimate scored:" in out
    matches = rec["judgement"]["stepwise_matches"]
    verdicts = [line.split(":")[0].strip() for line in out.splitlines() if line.startswith("  [")]
    assert verdicts == [f"[{i + 1}] {'match' if m else 'no match'}" for i, m in enumerate(matches)]


def test_show_marks_cannot_tell_and_prints_the_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = _run(tmp_path, "a")
    capsys.readouterr()
    lines = (run / "episodes.jsonl").read_text().splitlines()
    rec = json.loads(lines[0])
    levels = rec["scenario"]["levels"]
    for turn in rec["defender_turns"]:
        turn["attacker_belief_estimate"] = {lv: "?" for lv in levels}
    rec["judgement"]["tom_note"] = "trajectory: no estimate committed"
    rec["judgement"]["trajectory_tom"] = None
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(rec) + "\n")
    assert main(["show", str(path), "--color", "never"]) == 0
    out = capsys.readouterr().out
    assert f"estimate {levels[0]}=?" in out
    assert "trajectory ToM unscored" in out and "note: trajectory: no estimate committed" in out


def test_public_view_hides_both_sides_private_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = _run(tmp_path, "a")
    capsys.readouterr()
    rec = json.loads((run / "episodes.jsonl").read_text().splitlines()[0])
    assert main(["show", str(run), "--episode", "0", "--public"]) == 0
    out = capsys.readouterr().out
    for turn in rec["attacker_turns"]:
        assert turn["message"] in out
        for private in (turn["belief"], turn["reflection"]):
            if private:
                assert private not in out
    for turn in rec["defender_turns"]:
        assert turn["reply"] in out
        for private in (turn["reflection"], turn["attacker_belief_about_target"]):
            if private:
                assert private not in out
    for label in ("truth=", "prior:", "belief:", "reflection:", "trust curve", "(trust ", "judge"):
        assert label not in out
    assert f"outcome: {rec['outcome']}" in out


def test_diff_lists_changed_outcomes_by_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _run(tmp_path, "a", "scripted:probing")
    b = _run(tmp_path, "b", "scripted:naive_mislead")
    capsys.readouterr()
    assert main(["diff", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    ra = {
        json.loads(x)["meta"]["attacker"]
        + json.loads(x)["scenario_id"]
        + str(json.loads(x)["meta"]["episode_index"]): json.loads(x)["outcome"]
        for x in (a / "episodes.jsonl").read_text().splitlines()
    }
    rb = {
        json.loads(x)["meta"]["attacker"]
        + json.loads(x)["scenario_id"]
        + str(json.loads(x)["meta"]["episode_index"]): json.loads(x)["outcome"]
        for x in (b / "episodes.jsonl").read_text().splitlines()
    }
    differ = sum(ra[k] != rb[k] for k in ra)
    assert differ > 0
    assert (
        out.strip().splitlines()[-1] == f"{differ} of {len(ra)} common episode(s) differ in outcome"
    )
    assert len([line for line in out.splitlines()[1:] if " -> " in line]) == differ
    assert main(["diff", str(a), str(a)]) == 0
    assert capsys.readouterr().out.strip() == f"0 of {len(ra)} common episode(s) differ in outcome"


def test_diff_of_runs_without_common_keys_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _run(tmp_path, "a")
    other = tmp_path / "other.jsonl"
    rec = json.loads((a / "episodes.jsonl").read_text().splitlines()[0])
    rec["meta"]["attacker"] = "scripted:cross_examiner"
    other.write_text(json.dumps(rec) + "\n")
    capsys.readouterr()
    assert main(["diff", str(a), str(other)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tomsb: error:") and "no episode in common" in err
    assert "scripted:cross_examiner" in err and len(err.strip().splitlines()) == 1


def test_a_run_judged_by_an_older_judge_is_not_resumed(tmp_path: Path) -> None:
    kwargs = dict(
        scenarios=make_scenarios()[:2], seeds=(0,), progress=False, out_dir=tmp_path / "r"
    )
    first = evaluate("scripted:probing", attackers=["scripted:base"], **kwargs)
    assert first.config.judge_version >= 2
    config = tmp_path / "r" / "config.json"
    data = json.loads(config.read_text())
    assert data["judge_version"] == first.config.judge_version
    again = evaluate("scripted:probing", attackers=["scripted:base"], **kwargs)
    assert again.played == 0
    del data["judge_version"]  # as written before the version was recorded
    config.write_text(json.dumps(data))
    with pytest.raises(
        ResultsMismatchError,
        match=r"judge version 1 \(its config.json records none\) and this release judges by "
        rf"version {first.config.judge_version}",
    ):
        evaluate("scripted:probing", attackers=["scripted:base"], **kwargs)


def test_env_docstrings_name_every_terminal_outcome() -> None:
    from tomsb_env.envs.aec import ToMSBEnv
    from tomsb_env.envs.single_agent import DefenderEnv

    ended = [o.value for o in Outcome if o is not Outcome.ERROR]  # error: never from the game
    for cls in (ToMSBEnv, DefenderEnv):
        doc = cls.__doc__ or ""
        section = doc[doc.index("**Episode end.**") :].split("**Arguments.**")[0]
        assert all(f"``{name}``" in section for name in ended), (cls.__name__, section)


def test_a_run_of_another_judge_version_is_refused_naming_both(tmp_path: Path) -> None:
    kwargs = dict(
        scenarios=make_scenarios()[:1], seeds=(0,), progress=False, out_dir=tmp_path / "r"
    )
    evaluate("scripted:probing", attackers=["scripted:base"], **kwargs)
    config = tmp_path / "r" / "config.json"
    data = json.loads(config.read_text())
    data["judge_version"] = 99
    config.write_text(json.dumps(data))
    with pytest.raises(ResultsMismatchError, match=r"judge version 99 and this release"):
        evaluate("scripted:probing", attackers=["scripted:base"], **kwargs)
