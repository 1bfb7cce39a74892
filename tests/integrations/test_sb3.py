"""sb3-contrib 2.9: MaskablePPO on the structured envs (issue 38).

Runs with the ``[sb3]`` extra (``nox -s integrations``); the nox session fails if anything
here is skipped. SB3's own ``check_env`` on every discrete id, the 20-line example of
``docs/rl.md`` for a few hundred steps, and ``benchmarks/ppo_curve.py`` end to end
(tiny budget), resumed.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import warnings
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest

sb3_contrib = pytest.importorskip("sb3_contrib")

import tomsb_env  # noqa: E402,F401  (registers the ids)
from tomsb_env.registration import DISCRETE_ENV_IDS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _sb3_logs_in_tmp_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """SB3's default logger makes a folder under the system's temp dir on every ``learn()``
    (``SB3-<date>``), even at ``verbose=0``; the docs example's runs put it here instead."""
    monkeypatch.setenv("SB3_LOGDIR", str(tmp_path / "sb3"))


@pytest.mark.parametrize("env_id", DISCRETE_ENV_IDS)
def test_sb3_check_env_has_nothing_to_say(env_id: str) -> None:
    from stable_baselines3.common.env_checker import check_env

    env = gym.make(env_id, split="eval")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # SB3 warns about spaces it cannot learn from
        check_env(env.unwrapped)


def test_the_docs_example_trains_and_plays(capsys: pytest.CaptureFixture[str]) -> None:
    text = (ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    code = re.search(r"<!-- rl:sb3 -->\n```python\n(.*?)```", text, re.S).group(1)  # type: ignore[union-attr]
    assert len(code.strip().splitlines()) <= 20
    short = code.replace("total_timesteps=200_000", "total_timesteps=256")
    assert short != code
    exec(compile(short, "docs/rl.md", "exec"), {})
    outcome, _ = capsys.readouterr().out.splitlines()[0].split()
    assert outcome in {"fooled", "leaked", "unconvinced", "detected", "truncated"}


def _curve() -> Any:
    spec = importlib.util.spec_from_file_location("ppo_curve", ROOT / "benchmarks" / "ppo_curve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ppo_curve"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("seat", ["defender", "attacker"])
def test_ppo_curve_end_to_end_and_resumed(tmp_path: Path, seat: str) -> None:
    curve = _curve()
    out = tmp_path / "curve.json"
    argv = [
        "--seat", seat, "--out", str(out), "--run-dir", str(tmp_path / "runs"),
        "--minutes", "0.02", "--checkpoints", "0,0.02", "--seeds", "0", "--eval-scenarios", "6",
        "--envs-per-attacker", "1", "--n-steps", "32", "--batch-size", "32",
        "--no-processes",
    ]  # fmt: skip
    lines: list[str] = []
    data = curve.main(argv, log=lines.append)
    assert [c["minutes"] for c in data["checkpoints"]] == [0, 0.02]
    games = 6 * (4 if seat == "defender" else 1)
    for point in data["checkpoints"]:
        assert len(point["rows"]) == games
        assert point["summary"]["games"] == games
    first = data["checkpoints"][1]
    outcome = "fooled" if seat == "defender" else "leaked"
    vs = first["summary"]["vs"]
    assert set(vs) == ({"scripted:probing", "scripted:oracle"} if seat == "defender"
                       else {*curve.ATTACKERS, "uniform"})  # fmt: skip
    for cmp in vs.values():
        assert cmp["rate_pp"]["low"] <= cmp["rate_pp"]["estimate"] <= cmp["rate_pp"]["high"]
    assert first["summary"]["by_known"][2][outcome]["n"] == games // 3
    assert out.with_suffix(".png").exists() and len(lines) == 2
    # a re-run with the same settings resumes: nothing is trained or played again
    again = curve.main(argv, log=lines.append)
    assert len(lines) == 2
    assert json.loads(out.read_text())["checkpoints"] == again["checkpoints"]
    with pytest.raises(SystemExit, match="other settings"):
        curve.main([*argv[:-1], "--lr", "0.1", "--no-processes"])
    if seat == "defender":  # a saved model scored again beside Probing, without training
        model = data["checkpoints"][1]["model"]
        again_out = tmp_path / "eval.json"
        scored = curve.main(["--out", str(again_out), "--eval-only", model, "--seeds", "0",
                             "--eval-scenarios", "6"], log=lines.append)  # fmt: skip
        assert len(scored["rows"]) == len(scored["baselines"]["scripted:probing"]) == games
        assert [r[:6] for r in scored["rows"]] == [r[:6] for r in first["rows"]]
        assert (
            scored["summary"]["vs"]["scripted:probing"]["rate_pp"]["estimate"]
            == (first["summary"]["vs"]["scripted:probing"]["rate_pp"]["estimate"])
        )
        assert json.loads(again_out.read_text())["model"] == model
    assert not (tmp_path / "sb3").exists()  # no SB3 default log folder (one per learn())


def test_ppo_curve_self_play(tmp_path: Path) -> None:
    curve = _curve()
    data = curve.main(
        [
            "--seat",
            "selfplay",
            "--out",
            str(tmp_path / "sp.json"),
            "--run-dir",
            str(tmp_path / "runs"),
            "--minutes",
            "0.04",
            "--rounds",
            "1",
            "--seeds",
            "0",
            "--eval-scenarios",
            "3",
            "--envs-per-attacker",
            "1",
            "--n-steps",
            "32",
            "--batch-size",
            "32",
            "--no-processes",
        ]
    )
    assert len(data["defender_vs_scripted"]) == 12
    assert len(data["attacker_vs_probing"]) == len(data["selfplay_games"]) == 3
    assert set(data["summary"]) == {"defender_vs_scripted", "attacker_vs_probing", "selfplay"}


def test_warm_start_clones_a_legal_teacher_on_the_training_clock(tmp_path: Path) -> None:
    import numpy as np

    curve = _curve()
    args = curve.parse_args(["--out", str(tmp_path / "w.json"), "--envs-per-attacker", "1",
                             "--n-steps", "32", "--batch-size", "32", "--no-processes"])  # fmt: skip
    trainer = curve.Trainer("defender", args)
    teacher = curve.TwoProbes()
    try:
        info = trainer.warm_start(teacher, steps=2_000, epochs=40)
        assert info["steps"] == 2_000 and trainer.seconds == pytest.approx(info["seconds"])
        env, agree, total = trainer.env, 0, 0
        obs = env.reset()
        for _ in range(100):
            masks = np.stack(env.env_method("action_masks"))
            want = np.stack([teacher({k: v[i] for k, v in obs.items()}, masks[i])
                             for i in range(env.num_envs)])  # fmt: skip
            cut = trainer.model.action_space.nvec[0]
            for m, a in zip(masks, want, strict=True):  # the teacher only plays legal moves
                assert m[a[0]] and m[cut + a[1]]
            got, _ = trainer.model.predict(obs, action_masks=masks, deterministic=True)
            agree += int((got[:, 0] == want[:, 0]).sum())
            total += len(want)
            obs, *_ = env.step(want)
        assert agree / total > 0.9, agree / total  # the clone plays the teacher's moves
    finally:
        trainer.close()
    # the run records the warm start and plays the teacher beside Probing on the same games
    out = tmp_path / "curve.json"
    data = curve.main(["--out", str(out), "--run-dir", str(tmp_path / "runs"), "--minutes", "0.05",
                       "--checkpoints", "0.05", "--seeds", "0", "--eval-scenarios", "3",
                       "--envs-per-attacker", "1", "--n-steps", "32", "--batch-size", "32",
                       "--warm-start", "two_probes", "--warm-steps", "256", "--no-processes",
                       "--no-plot"])  # fmt: skip
    assert data["warm_start"]["steps"] == 256
    assert set(data["baselines"]) == {
        "scripted:probing",
        "scripted:oracle",
        "structured:two_probes",
    }
    assert "structured:two_probes" in data["checkpoints"][0]["summary"]["vs"]


def test_the_claims_teacher_plays_two_probes_games_with_its_estimate_free() -> None:
    """``TwoProbesClaims`` says what ``TwoProbes`` says (the same outcome in every game) but
    makes most answers as explicit claims, whose second part no longer sets the lie depth."""
    from collections import Counter

    from tomsb_env.benchmark import evaluate
    from tomsb_env.envs.structured import PolicyAgent
    from tomsb_env.universe.datasets import load_scenarios

    curve = _curve()
    games = load_scenarios("train")[:6]
    claims = curve.TwoProbesClaims()
    names = {i: name for name, i in claims.move.items()}
    moves: list[str] = []

    def record(obs: Any, mask: Any) -> Any:
        act = claims(obs, mask)
        moves.append(names[int(act[0])])
        return act

    runs = {}
    for name, rule in {"rule": curve.TwoProbes(), "claims": record}.items():
        res = evaluate(PolicyAgent("defender", rule), attackers=list(curve.ATTACKERS),
                       scenarios=games, seeds=(0,), episodes_per_scenario=1, progress=False)  # fmt: skip
        runs[name] = [(str(ep.outcome), len(ep.defender_turns)) for ep in res.episodes]
    assert runs["claims"] == runs["rule"]
    said = Counter(m.split(":")[0] for m in moves)
    assert said["claim"] > 3 * said["answer"], said


def test_the_prior_warm_start_fits_the_estimate_to_the_attackers_prior(tmp_path: Path) -> None:
    """``warm_start(prior=True)``: where the teacher's estimate sets nothing but the estimate,
    the clone is fitted to the attacker's actual prior depth (read by the trainer from the
    game, never observed) instead: cloned from a teacher that always estimates 0 there, it
    names the prior far more often than the teacher does."""
    import numpy as np

    curve = _curve()
    args = curve.parse_args(["--out", str(tmp_path / "w.json"), "--envs-per-attacker", "1",
                             "--n-steps", "32", "--batch-size", "32", "--no-processes"])  # fmt: skip
    rule = curve.TwoProbesClaims()
    coupled = [rule.move["answer"], rule.move["confirm"]]

    def teacher(obs: Any, mask: Any) -> Any:
        act = rule(obs, mask)
        return act if act[0] in coupled else np.array([act[0], 0])

    trainer = curve.Trainer("defender", args)
    try:
        trainer.warm_start(teacher, steps=4_000, epochs=20, prior=True)
        env, hits = trainer.env, {"clone": 0, "teacher": 0, "free": 0}
        obs = env.reset()
        for _ in range(300):
            masks = np.stack(env.env_method("action_masks"))
            want = np.stack([teacher({k: v[i] for k, v in obs.items()}, masks[i])
                             for i in range(env.num_envs)])  # fmt: skip
            got, _ = trainer.model.predict(obs, action_masks=masks, deterministic=True)
            prior = np.asarray(env.env_method("prior_depth"))
            free = ~np.isin(want[:, 0], coupled)
            hits["free"] += int(free.sum())
            hits["clone"] += int((free & (got[:, 1] == prior)).sum())
            hits["teacher"] += int((free & (want[:, 1] == prior)).sum())
            obs, *_ = env.step(want)
        assert hits["free"] > 500
        assert hits["clone"] > hits["teacher"] + 0.2 * hits["free"], hits
    finally:
        trainer.close()


def test_the_expert_warm_start_tells_the_teacher_the_prior(tmp_path: Path) -> None:
    """``warm_start(expert=True)`` hands the teacher the attacker's prior depth (never the
    policy), and a teacher told it estimates, and so lies from, that depth."""
    curve = _curve()
    args = curve.parse_args(["--out", str(tmp_path / "w.json"), "--envs-per-attacker", "1",
                             "--n-steps", "32", "--batch-size", "32", "--no-processes"])  # fmt: skip
    rule, seen = curve.TwoProbesClaims(), []

    def teacher(obs: Any, mask: Any) -> Any:
        act = rule(obs, mask)
        seen.append((obs.get("prior"), int(act[1])))
        return act

    trainer = curve.Trainer("defender", args)
    try:
        trainer.warm_start(teacher, steps=400, epochs=1, prior=True, expert=True)
    finally:
        trainer.close()
    assert len(seen) == 400 and all(told == est for told, est in seen)
    assert {told for told, _ in seen} == {0, 1, 2}
