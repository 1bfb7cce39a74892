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


def _records(fooled: list[int], rewards: list[float], depths: list[int] | None = None) -> list:
    """Games of scenarios s0, s1, ... in universes u0, u0, u1, u1, ... (two a universe)."""
    depths = depths or [i % 3 for i in range(len(fooled))]
    return [{"scenario": f"s{i}", "universe": f"u{i // 2}", "depth": d, "seed": 0,
             "fooled": bool(f), "reward": r}
            for i, (f, r, d) in enumerate(zip(fooled, rewards, depths, strict=True))]  # fmt: skip


def _point(lc: Any, name: str, fooled: list[int], rewards: list[float], **kw: Any) -> Any:
    records = _records(fooled, rewards, **kw)
    f, fci, r, rci = lc.figures(records)
    return lc.Point(name, 0, f, fci, r, rci, len(records), 0, 0, 1.0, {}, fooled, rewards,
                    records)  # fmt: skip


def test_a_points_intervals_are_exact_for_fooling_and_resample_universes(lc: Any) -> None:
    """0 fooled of 12 is not [0, 0] (the percentile bootstrap's answer): the exact interval
    reaches 26.5%; the reward's interval resamples the six universes, not the 12 games."""
    from tomsb_env.benchmark.stats import binomial_ci, cluster_bootstrap

    rewards = [0.0, 0.0, 1.0, 1.0] * 3
    none = _point(lc, "p", [0] * 12, rewards)
    assert none.fooled_pct == 0.0 and none.fooled_ci == (0.0, pytest.approx(26.46, abs=0.01))
    assert none.fooled_ci[1] == pytest.approx(100 * binomial_ci(0, 12)[1])
    clustered = cluster_bootstrap(rewards, [f"u{i // 2}" for i in range(12)])
    assert none.reward_ci == (clustered.low, clustered.high)
    by_game = cluster_bootstrap(rewards)  # a universe's two games alike: wider by universe
    assert none.reward_ci[1] - none.reward_ci[0] > by_game.high - by_game.low


def test_points_are_compared_game_by_game_overall_and_by_prior_depth(lc: Any) -> None:
    before = _point(lc, "sft", [0, 0, 0, 0, 0, 0], [0.0, 1.0, 0.0, 1.0, 0.0, 1.0])
    after = _point(lc, "grpo-8", [0, 0, 1, 0, 0, 1], [1.0, 2.0, 1.0, 2.0, 1.0, 2.0])
    cmp = lc.compare(before, after)
    assert list(cmp) == ["all", "depth 0", "depth 1", "depth 2"]
    assert cmp["all"]["reward"].estimate == 1.0 and cmp["all"]["reward"].low == 1.0
    assert cmp["all"]["reward"].clusters == 3  # universes, not games
    assert (cmp["all"]["fooled_before"], cmp["all"]["fooled_after"]) == (0, 2)
    assert cmp["depth 2"]["games"] == 2 and cmp["depth 2"]["fooled_after"] == 2
    assert cmp["depth 2"]["mcnemar_p"] == 0.5 and cmp["all"]["mcnemar_p"] == 0.5
    other_games = _point(lc, "x", [0] * 4, [0.0] * 4)
    assert lc.compare(before, other_games) is None
    old = lc.Point("old", 0, 0.0, (0.0, 0.0), 0.0, (0.0, 0.0), 6, 0, 0, 1.0)
    assert lc.compare(old, after) is None  # a file written before games were kept


def test_the_report_says_what_grpo_adds_by_prior_depth(lc: Any, tmp_path: Path) -> None:
    curve = lc.Curve({"eval_seeds": [0]})
    curve.points = [_point(lc, "sft", [0] * 6, [0.0] * 6),
                    _point(lc, "grpo-8", [0, 0, 1, 0, 0, 1], [0.0, 0.0, 1.0, 0.0, 0.0, 1.0])]  # fmt: skip
    other = lc.Curve({"eval_seeds": [0], "names": "free"})
    other.points = [_point(lc, "sft", [1] * 6, [1.0] * 6)]
    lines: list[str] = []
    other.save(path := tmp_path / "other.json")  # --compare-to reads a curve of other settings
    other = lc.Curve.read(path)
    lc.report(curve, lines.append, other)
    text = "\n".join(lines)
    assert "grpo-8: fooled 33.3% (exact 95% 4.3 to 77.7)" in text
    assert "fooled by prior depth: depth 0 0/2, depth 1 0/2, depth 2 2/2" in text
    assert (
        "grpo-8 minus sft [depth 2, 2 games]: reward +1.000 (1.000 to 1.000), fooled 0 -> 2" in text
    )
    assert "sft minus other sft [all, 6 games]: reward -1.000" in text
    assert lines[-1].startswith("final grpo-8: fooled 33.3%")


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
                  seed: int, games_file: Path, batch: int = 0) -> Any:  # fmt: skip
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
