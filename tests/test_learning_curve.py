"""benchmarks/learning_curve.py without the model: its figures, its resume file, and the
scripted baselines on the same games the model plays (the full run is a benchmark, not a test)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def lc() -> Any:
    spec = importlib.util.spec_from_file_location(
        "learning_curve", ROOT / "benchmarks" / "learning_curve.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["learning_curve"] = module
    spec.loader.exec_module(module)
    return module


def test_scripted_baselines_score_the_eval_games_with_intervals(lc: Any, tmp_path: Path) -> None:
    args = lc.parse_args(["--eval-scenarios", "3", "--eval-seeds", "0,1"])
    games = lc.eval_games(args)
    assert len(games) == 6 and len({(g.scenario.id, g.seed) for g in games}) == 6
    oracle = lc.eval_scripted("scripted:oracle", games, args)
    assert oracle.games == 6 and sum(oracle.outcomes.values()) == 6
    assert oracle.fooled_pct == pytest.approx(100 * oracle.outcomes.get("fooled", 0) / 6)
    lo, hi = oracle.reward_ci
    assert lo <= oracle.mean_reward <= hi
    assert oracle.format_errors == 0 and oracle.constraint_errors == 0
    # its games kept for `tomsb show`, in game order
    from tomsb_env.benchmark.store import EpisodeLog

    kept = tmp_path / "games" / "oracle.jsonl"
    again = lc.eval_scripted("scripted:oracle", games, args, kept)
    episodes = EpisodeLog(kept).load()
    assert [(e.scenario.id, e.meta.seed) for e in episodes] == [
        (g.scenario.id, g.seed) for g in games
    ]
    assert [float(e.reward) for e in episodes] == again.game_rewards == oracle.game_rewards
    assert len(oracle.game_rewards) == len(oracle.game_fooled) == 6  # each game, in game order
    assert sum(oracle.game_fooled) == oracle.outcomes.get("fooled", 0)
    assert sum(oracle.game_rewards) == pytest.approx(6 * oracle.mean_reward)


def test_paired_differences_are_taken_game_by_game(lc: Any) -> None:
    def point(fooled: list[int], rewards: list[float]) -> Any:
        return lc.Point("p", 0, 0.0, (0.0, 0.0), 0.0, (0.0, 0.0), len(rewards), 0, 0, 1.0, {},
                        fooled, rewards)  # fmt: skip

    before = point([0, 0, 0, 0], [0.0, 1.0, 0.0, 1.0])
    same = lc.paired(before, point([0, 0, 0, 0], [0.0, 1.0, 0.0, 1.0]))
    assert same == {"fooled": (0.0, (0.0, 0.0)), "reward": (0.0, (0.0, 0.0))}
    # every game one reward higher: the paired interval is exact; two separate ones touch (0-1, 1-2)
    up = lc.paired(before, point([1, 1, 1, 1], [1.0, 2.0, 1.0, 2.0]))
    assert up == {"fooled": (100.0, (100.0, 100.0)), "reward": (1.0, (1.0, 1.0))}
    assert lc.paired(before, point([0], [0.0])) is None  # other games
    assert lc.paired(point([], []), before) is None  # a file written before games were kept


def test_the_curve_file_resumes_and_refuses_other_settings(lc: Any, tmp_path: Path) -> None:
    path = tmp_path / "curve.json"
    config = {"grpo_steps": 8, "eval_seeds": [0, 1]}
    curve = lc.Curve.load(path, config)
    curve.points.append(lc.Point("step0", 0, 25.0, (0.0, 50.0), 0.5, (0.0, 1.0), 4, 0, 0, 1.0,
                                 {"fooled": 1, "detected": 3}))  # fmt: skip
    curve.phases["eval"] = 1.0
    curve.save(path)
    again = lc.Curve.load(path, json.loads(json.dumps(config)))
    assert again.has("step0") and not again.has("sft") and again.points == curve.points
    with pytest.raises(SystemExit, match="eval_seeds"):
        lc.Curve.load(path, {**config, "eval_seeds": [0]})
    # GRPO settings may change until the GRPO phase has a point: an SFT curve given a GRPO phase
    longer = lc.Curve.load(path, {**config, "grpo_steps": 9, "lr": 1e-5})
    assert longer.points == curve.points and longer.config["grpo_steps"] == 9
    curve.points.append(lc.Point("grpo-8", 8, 0.0, (0.0, 0.0), 0.0, (0.0, 0.0), 4, 0, 0, 1.0))
    curve.save(path)
    with pytest.raises(SystemExit, match="grpo_steps"):
        lc.Curve.load(path, {**config, "grpo_steps": 9})
    assert lc.Curve.load(path, config).has("grpo-8")  # the same settings resume
    with pytest.raises(SystemExit, match="lr"):  # a key the stored file lacks counts as changed
        lc.Curve.load(path, {**config, "lr": 1e-5})


def test_smoke_sizes_let_the_scripted_attacker_declare(lc: Any) -> None:
    """scripted:base declares at its fourth turn: shorter games would give no demonstration."""
    assert lc.parse_args(["--smoke"]).max_turns >= 4 and lc.parse_args([]).max_turns >= 4


def test_step0_and_baselines_are_reused_only_from_the_same_eval_games(
    lc: Any, tmp_path: Path
) -> None:
    config = vars(lc.parse_args([]))
    config = {k: v for k, v in config.items() if k not in ("out", "threads", "reuse_from")}
    first = lc.Curve.load(tmp_path / "a.json", config)
    point = lambda name, step: lc.Point(name, step, 0.0, (0.0, 0.0), 0.25, (0.0, 0.5), 16, 0,  # noqa: E731
                                        0, 9.0, {"truncated": 16})  # fmt: skip
    first.baselines.append(point("scripted:oracle", 0))
    first.points += [point("step0", 0), point("sft", 0), point("grpo-6", 6)]
    first.save(tmp_path / "a.json")
    second = lc.Curve.load(tmp_path / "b.json", {**config, "sft_epochs": 3})
    lc.reuse_untrained(second, tmp_path / "a.json", lambda _: None)
    assert [p.name for p in second.baselines] == ["scripted:oracle"]
    assert second.points == [first.points[0]]  # the untrained model only: not sft, not grpo
    lc.reuse_untrained(second, tmp_path / "a.json", lambda _: None)  # nothing twice
    assert len(second.points) == 1 and len(second.baselines) == 1
    other = lc.Curve.load(tmp_path / "c.json", {**config, "eval_seeds": [0, 1, 2]})
    with pytest.raises(SystemExit, match="eval_seeds"):
        lc.reuse_untrained(other, tmp_path / "a.json", lambda _: None)


def test_evaluate_only_appends_one_point_per_call_at_its_temperature(
    lc: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str, float, int]] = []

    class Grpo:
        @staticmethod
        def load_policy(source: str, gguf_file: str = "") -> tuple[str, None]:
            return source + gguf_file, None

    def fake_eval(name: str, step: int, model: Any, tok: Any, games: Any, grpo: Any, cfg: Any,
                  seed: int, games_file: Path) -> Any:  # fmt: skip
        seen.append((model, cfg.temperature, len(games)))
        assert games_file.parent == tmp_path / "games" and "/" not in games_file.name
        return lc.Point(name, step, 25.0, (6.25, 50.0), 0.6, (0.2, 1.0), len(games), 0, 0, 1.0)

    monkeypatch.setattr(lc, "eval_model", fake_eval)
    cfg = lc.load_example().TrainConfig(model="gguf-dir", gguf_file="m.gguf", temperature=0.7)
    path = tmp_path / "evals.json"
    for model in ("untrained", "runs/x/sft"):
        args = lc.parse_args(["--evaluate", model, "--eval-temperature", "0.1",
                              "--eval-scenarios", "2"])  # fmt: skip
        lc.evaluate_only(args, cfg, Grpo, path, lambda _: None)
    assert seen == [("gguf-dirm.gguf", 0.1, 4), ("runs/x/sft", 0.1, 4)]
    names = [d["name"] for d in json.loads(path.read_text())]
    assert names == ["untrained at T=0.1", "runs/x/sft at T=0.1"]


def test_settings_added_later_read_as_what_older_files_used(lc: Any, tmp_path: Path) -> None:
    """A curve evaluated at another temperature is another curve: it neither resumes nor
    reuses points sampled at 0.7, which is what files written before the option used (and
    their demonstrations were all scripted:oracle's)."""
    config = {k: v for k, v in vars(lc.parse_args([])).items() if k not in lc._NOT_CURVE_SETTINGS}
    assert config["eval_temperature"] == 0.7 and config["demo_defender"] == "scripted:oracle"
    old = {k: v for k, v in config.items() if k not in ("eval_temperature", "demo_defender")}
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"config": old, "phases": {}, "baselines": [], "points": [
        {"name": "step0", "grpo_step": 0, "fooled_pct": 0.0, "fooled_ci": [0, 0],
         "mean_reward": 0.25, "reward_ci": [0, 0.5], "games": 16, "format_errors": 0,
         "constraint_errors": 0, "seconds": 1.0, "outcomes": {"truncated": 16}}],
        "demos": 0}))  # fmt: skip
    assert lc.Curve.load(path, config).has("step0")
    cold = {**config, "eval_temperature": 0.1}
    with pytest.raises(SystemExit, match="eval_temperature"):
        lc.Curve.load(path, cold)
    with pytest.raises(SystemExit, match="demo_defender"):
        lc.Curve.load(path, {**config, "demo_defender": "scripted:probing"})
    fresh = lc.Curve.load(tmp_path / "new.json", cold)
    with pytest.raises(SystemExit, match="eval_temperature"):
        lc.reuse_untrained(fresh, path, lambda _: None)


def test_a_shaped_grpo_reward_is_a_grpo_setting_older_files_lack(lc: Any, tmp_path: Path) -> None:
    """--grpo-rewards trains on another reward while the evals keep --rewards: files written
    before it trained on --rewards (""), and a curve with GRPO points keeps its own."""
    config = {k: v for k, v in vars(lc.parse_args([])).items() if k not in lc._NOT_CURVE_SETTINGS}
    assert config["grpo_rewards"] == "" and "grpo_rewards" in lc.GRPO_ONLY_SETTINGS
    old = {k: v for k, v in config.items() if k != "grpo_rewards"}
    grpo = {"name": "grpo-6", "grpo_step": 6, "fooled_pct": 0.0, "fooled_ci": [0, 0],
            "mean_reward": 0.25, "reward_ci": [0, 0.5], "games": 16, "format_errors": 0,
            "constraint_errors": 0, "seconds": 1.0}  # fmt: skip
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"config": old, "phases": {}, "baselines": [], "points": [grpo],
                                "demos": 0}))  # fmt: skip
    assert lc.Curve.load(path, config).has("grpo-6")
    with pytest.raises(SystemExit, match="grpo_rewards"):
        lc.Curve.load(path, {**config, "grpo_rewards": "fooling=1,tom=1,leaked=-1"})


def test_the_report_says_what_grpo_adds_and_resamples_scenarios_too(lc: Any) -> None:
    """On the stored GRPO run: each point with intervals over games and over scenarios, each
    trained point minus the untrained one, and the GRPO point minus SFT as well (the figures
    docs/training.md quotes)."""
    data = json.loads((ROOT / "benchmarks/data/learning_curve_asking192_t5_grpo8.json").read_text())
    curve = lc.Curve(data["config"], data["phases"],
                     [lc.Point.from_dict(d) for d in data["baselines"]],
                     [lc.Point.from_dict(d) for d in data["points"]], data["demos"])  # fmt: skip
    lines: list[str] = []
    lc.report(curve, lines.append)
    minus = [line.split(":")[0] for line in lines if " minus " in line]
    assert minus == ["sft minus step0", "grpo-8 minus step0", "grpo-8 minus sft"]
    text = "\n".join(lines)
    # 32 games are 8 scenarios of 4: resampling scenarios widens every interval
    assert "sft: fooled 21.9% reward 0.812; intervals by game 6.2 to 37.5% / 0.562 to 1.094; " \
        "by scenario 0.0 to 50.0% / 0.375 to 1.312" in text  # fmt: skip
    assert "sft minus step0: fooled +21.9 points (by game 6.25 to 37.50, by scenario 0.00 to " \
        "50.00), reward +0.438 (by game 0.250 to 0.625, by scenario 0.188 to 0.688)" in text  # fmt: skip
    assert "grpo-8 minus sft: fooled +0.0 points (by game -9.38 to 9.38" in text
    assert lines[-1].startswith("final grpo-8: fooled 21.9% reward 0.781")


def test_scenario_intervals_treat_a_scenario_as_one_draw(lc: Any) -> None:
    def point(fooled: list[int]) -> Any:
        return lc.Point("p", 0, 0.0, (0.0, 0.0), 0.0, (0.0, 0.0), len(fooled), 0, 0, 1.0, {},
                        fooled, [float(f) for f in fooled])  # fmt: skip

    # four scenarios, each ending its two games alike: two independent draws per scenario
    # would give a narrower interval than the four that there are
    clustered = point([1, 1, 0, 0, 1, 1, 0, 0])
    by_game, by_scen = (
        lc.by_scenario(clustered, 1)["fooled"],
        lc.by_scenario(clustered, 2)["fooled"],
    )
    assert by_scen == lc.by_scenario(point([1, 0, 1, 0]), 1)["fooled"]
    assert by_scen[1] - by_scen[0] > by_game[1] - by_game[0]
    assert list(lc.scenario_means([1, 1, 0, 0, 1, 1, 0, 0], 2)) == [1.0, 0.0, 1.0, 0.0]
    with pytest.raises(ValueError, match="scenarios of 3"):
        lc.scenario_means([1, 0, 1, 0], 3)
    assert lc.by_scenario(point([]), 2) is None


def _older_curve(tmp_path: Path, config: dict[str, Any], missing: str) -> Path:
    """``old/curve.json`` with a step-0 point, written before the setting ``missing`` existed."""
    path = tmp_path / "old" / "curve.json"
    path.parent.mkdir()
    old = {k: v for k, v in config.items() if k != missing}
    step0 = {"name": "step0", "grpo_step": 0, "fooled_pct": 0.0, "fooled_ci": [0, 0],
             "mean_reward": 0.25, "reward_ci": [0, 0.5], "games": 16, "format_errors": 0,
             "constraint_errors": 0, "seconds": 1.0}  # fmt: skip
    path.write_text(json.dumps({"config": old, "phases": {}, "baselines": [], "points": [step0],
                                "demos": 0}))  # fmt: skip
    return path


def test_a_second_sft_seed_is_another_curve_on_the_same_eval_games(lc: Any, tmp_path: Path) -> None:
    """--sft-seed changes only the SFT data order: files written before it used --seed (read as
    None), a curve with another SFT seed does not resume one, and it may reuse step 0 and the
    baselines, which no SFT setting touches."""
    config = {k: v for k, v in vars(lc.parse_args([])).items() if k not in lc._NOT_CURVE_SETTINGS}
    assert config["sft_seed"] is None and "sft_seed" not in lc.EVAL_SETTINGS
    path = _older_curve(tmp_path, config, "sft_seed")
    assert lc.Curve.load(path, config).has("step0")
    second = {**vars(lc.parse_args(["--sft-seed", "1"]))}
    second = {k: v for k, v in second.items() if k not in lc._NOT_CURVE_SETTINGS}
    with pytest.raises(SystemExit, match="sft_seed"):
        lc.Curve.load(path, second)
    fresh = lc.Curve.load(tmp_path / "new.json", second)
    lc.reuse_untrained(fresh, path.parent / "curve.json", lambda _: None)
    assert fresh.has("step0")


def test_eval_skip_gives_scenarios_no_earlier_eval_played(lc: Any, tmp_path: Path) -> None:
    first = lc.eval_games(lc.parse_args(["--eval-scenarios", "4", "--eval-seeds", "0"]))
    later = lc.eval_games(
        lc.parse_args(["--eval-scenarios", "4", "--eval-skip", "4", "--eval-seeds", "0"])
    )
    both = lc.eval_games(lc.parse_args(["--eval-scenarios", "8", "--eval-seeds", "0"]))
    assert [g.scenario.id for g in first + later] == [g.scenario.id for g in both]
    with pytest.raises(SystemExit, match="the eval split has"):
        lc.eval_games(lc.parse_args(["--eval-scenarios", "8", "--eval-skip", "10000"]))
    # a skip is an eval setting: a run on other games neither resumes nor reuses this one's
    config = {k: v for k, v in vars(lc.parse_args([])).items() if k not in lc._NOT_CURVE_SETTINGS}
    old = {k: v for k, v in config.items() if k != "eval_skip"}  # written before the option
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"config": old, "phases": {}, "baselines": [], "points": [],
                                "demos": 0}))  # fmt: skip
    lc.Curve.load(path, config)
    with pytest.raises(SystemExit, match="eval_skip"):
        lc.Curve.load(path, {**config, "eval_skip": 32})
    # a scripted defender evaluated alone, on the skipped-to games, appends its point
    args = lc.parse_args(["--evaluate", "scripted:oracle", "--eval-scenarios", "2",
                          "--eval-skip", "4", "--eval-seeds", "0"])  # fmt: skip
    cfg = lc.load_example().TrainConfig(model="gguf-dir", gguf_file="m.gguf")
    point = lc.evaluate_only(args, cfg, None, tmp_path / "evals.json", lambda _: None)
    assert point.name == "scripted:oracle" and point.games == 2
    played = (tmp_path / "games").glob("*.jsonl")
    ids = [json.loads(line)["scenario"]["id"] for f in played for line in f.open()]
    assert ids == [g.scenario.id for g in later[:2]]


def test_token_bounds_are_another_curve_and_other_eval_games(lc: Any, tmp_path: Path) -> None:
    """--field-bounds: files written before it bounded in characters (read as "chars"); a
    curve bounded in tokens neither resumes one bounded in characters nor reuses its step 0,
    which the bound decides."""
    config = {k: v for k, v in vars(lc.parse_args([])).items() if k not in lc._NOT_CURVE_SETTINGS}
    assert config["field_bounds"] == "chars" and "field_bounds" in lc.EVAL_SETTINGS
    path = _older_curve(tmp_path, config, "field_bounds")
    assert lc.Curve.load(path, config).has("step0")
    tokens = vars(lc.parse_args(["--field-bounds", "tokens"]))
    tokens = {k: v for k, v in tokens.items() if k not in lc._NOT_CURVE_SETTINGS}
    with pytest.raises(SystemExit, match="field_bounds"):
        lc.Curve.load(path, tokens)
    fresh = lc.Curve.load(tmp_path / "new.json", tokens)
    with pytest.raises(SystemExit, match="field_bounds"):
        lc.reuse_untrained(fresh, path, lambda _: None)
