"""MaskablePPO learning curves in structured play (issue 38), resumable, with paired statistics.

    python benchmarks/ppo_curve.py --seat defender --out benchmarks/data/ppo_curve_defender.json
    python benchmarks/ppo_curve.py --seat attacker --out benchmarks/data/ppo_curve_attacker.json
    python benchmarks/ppo_curve.py --seat selfplay --out benchmarks/data/ppo_curve_selfplay.json

Needs the ``sb3`` extra (sb3-contrib) and matplotlib for the PNG. The pre-registered test,
budget and checkpoints are in ``benchmarks/results/ppo_curve.md``.

* ``defender``: one MaskablePPO policy trains on the train split against the four scripted
  attackers (``ToMSB-*-Discrete-v0``, ``--envs-per-attacker`` envs each, one process each).
  The training clock (evaluations excluded) stops at ``--minutes``; at each of
  ``--checkpoints`` (training minutes) the policy is saved and plays the eval split: all 75
  scenarios x ``--seeds`` x the four attackers, one episode each, actions *sampled* as in
  training, through :func:`tomsb_env.benchmark.evaluate`, so its games are the games
  ``scripted:probing`` and ``scripted:oracle`` play (same scenario, attacker, seed,
  episode index: the attacker's randomness is the same).
  ``--warm-start two_probes`` first fits the policy to a hand-written rule's moves
  (:class:`TwoProbes`, behaviour cloning on the training clock) and adds the rule to the
  baselines, so the curve also says how far PPO moved past its teacher.
  ``--warm-start two_probes_claims`` clones the same play made with explicit claims
  (:class:`TwoProbesClaims`), whose estimate sets no lie, and ``--warm-prior`` fits that
  estimate to the attacker's actual prior (a label the trainer reads from the game, as the
  ToM reward does; the policy never observes it); ``--warm-expert`` tells the rule that
  prior too, so the clone learns where an expert would lie (the fourth run).
* ``attacker``: the attacker seat trains against ``scripted:probing``; each checkpoint plays
  ``scripted:probing`` on the eval split, beside the four scripted attackers and a uniformly
  random one (chance: a guessed conclusion leaks a third of the time) on the same
  scenarios, seeds and episode indices.
* ``selfplay``: both seats from scratch, ``--rounds`` rounds of each training
  ``--minutes / (2 * rounds)`` minutes against the other's latest policy; at the end the
  defender plays the scripted attackers and the attacker plays ``scripted:probing``.

Every checkpoint's games go to ``--run-dir`` (a ``tomsb show`` run directory each) and,
one row per game, to the JSON, which is rewritten after every checkpoint: a re-run with the
same settings keeps finished checkpoints and resumes training from the last saved model.
Statistics come from :mod:`tomsb_env.benchmark.stats`: exact binomial intervals for rates,
paired differences over the same games with a bootstrap that resamples universes, McNemar's
exact test, and the same split by what the attacker knew before the game (0/1/2 levels).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.benchmark import evaluate
from tomsb_env.benchmark.stats import (
    binomial_ci,
    cluster_bootstrap,
    mcnemar_exact,
    paired_difference,
)
from tomsb_env.envs.structured import PolicyAgent
from tomsb_env.types import Episode

ATTACKERS = (
    "scripted:base",
    "scripted:cross_examiner",
    "scripted:deception_aware",
    "scripted:bluffing",
)
ENV_IDS = {
    "scripted:base": "ToMSB-Base-Discrete-v0",
    "scripted:cross_examiner": "ToMSB-CrossExaminer-Discrete-v0",
    "scripted:deception_aware": "ToMSB-DeceptionAware-Discrete-v0",
    "scripted:bluffing": "ToMSB-Bluffing-Discrete-v0",
}
COLUMNS = ("scenario", "universe", "known", "attacker", "seed", "index", "outcome", "reward",
           "tom", "defender_turns")  # fmt: skip


class SB3Policy:
    """``policy(obs, mask) -> action`` from a saved MaskablePPO, loaded on first use (so it
    pickles into env worker processes as a path); samples unless ``deterministic``."""

    def __init__(self, path: str | Path, deterministic: bool = False, seed: int = 0) -> None:
        self.path, self.deterministic, self.seed = str(path), deterministic, seed
        self._model: Any = None

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_model": None}

    def __call__(self, obs: dict[str, Any], mask: np.ndarray) -> Any:
        if self._model is None:
            import torch
            from sb3_contrib import MaskablePPO

            torch.manual_seed(self.seed)
            self._model = MaskablePPO.load(self.path, device="cpu")
        action, _ = self._model.predict(obs, action_masks=mask, deterministic=self.deterministic)
        return action


# ------------------------------------------------------------------------- games
def game_rows(episodes: Sequence[Episode]) -> list[list[Any]]:
    """One row per game (see :data:`COLUMNS`), in a fixed order."""
    rows = []
    for e in episodes:
        sc = e.scenario
        rows.append([
            sc.id, sc.universe_id, len(sc.known_levels), e.meta.attacker, e.meta.seed,
            e.meta.episode_index, e.outcome.value if e.outcome else None, e.reward,
            e.rewards.get("tom", 0.0), len(e.defender_turns),
        ])  # fmt: skip
    return sorted(rows, key=lambda r: (r[3], r[0], r[4], r[5]))


def play(
    defender: Any, attackers: Sequence[Any], args: argparse.Namespace, out_dir: Path | None
) -> list[list[Any]]:
    """The eval split's games of ``defender`` against ``attackers`` (one episode each)."""
    from tomsb_env.universe.datasets import load_scenarios

    res = evaluate(
        defender,
        attackers=list(attackers),
        scenarios=load_scenarios("eval")[: args.eval_scenarios],
        seeds=tuple(args.seeds),
        episodes_per_scenario=1,
        progress=False,
        **({"out_dir": str(out_dir)} if out_dir is not None else {}),
    )
    return game_rows(res.episodes)


def _key(row: Sequence[Any], with_attacker: bool = True) -> tuple[Any, ...]:
    return (row[0], row[3], row[4], row[5]) if with_attacker else (row[0], row[4], row[5])


# --------------------------------------------------------------------- statistics
def rate(flags: Sequence[bool]) -> dict[str, Any]:
    k, n = int(sum(flags)), len(flags)
    low, high = binomial_ci(k, n)
    return {"k": k, "n": n, "pct": 100.0 * k / max(1, n), "ci": [100 * low, 100 * high]}


def compare(
    rows: Sequence[Sequence[Any]],
    base: Sequence[Sequence[Any]],
    outcome: str,
    with_attacker: bool = True,
) -> dict[str, Any]:
    """``rows`` against ``base`` on the same games: the rate of ``outcome`` and the reward,
    each a paired mean difference (percentage points / reward) with its 95% interval from a
    bootstrap over universes, plus McNemar's exact p for the rate."""
    other = {_key(r, with_attacker): r for r in base}
    pairs = [(r, other[_key(r, with_attacker)]) for r in rows if _key(r, with_attacker) in other]
    if len(pairs) != len(rows):
        raise ValueError(f"{len(rows) - len(pairs)} games have no counterpart in the baseline")
    clusters = [a[1] for a, _ in pairs]
    ours = [a[6] == outcome for a, _ in pairs]
    theirs = [b[6] == outcome for _, b in pairs]
    rate_diff = paired_difference(ours, theirs, clusters)
    reward_diff = paired_difference([a[7] for a, _ in pairs], [b[7] for _, b in pairs], clusters)
    return {
        "rate_pp": {
            k: (100 * v if k in ("estimate", "low", "high") else v)
            for k, v in rate_diff.to_dict().items()
        },
        "reward": reward_diff.to_dict(),
        "mcnemar_p": mcnemar_exact(ours, theirs),
    }


def summarise(
    rows: Sequence[Sequence[Any]], baselines: dict[str, Sequence[Sequence[Any]]], outcome: str
) -> dict[str, Any]:
    """Rates, mean reward and the paired comparisons, pooled and by known levels."""
    with_attacker = outcome == "fooled"
    out: dict[str, Any] = {"games": len(rows), "outcomes": dict(Counter(r[6] for r in rows))}
    for name in ("fooled", "leaked", "detected"):
        out[name] = rate([r[6] == name for r in rows])
    out["reward"] = cluster_bootstrap([r[7] for r in rows], [r[1] for r in rows]).to_dict()
    out["vs"] = {b: compare(rows, base, outcome, with_attacker) for b, base in baselines.items()}
    out["by_known"] = {}
    for k in (0, 1, 2):
        sub = [r for r in rows if r[2] == k]
        if sub:
            out["by_known"][k] = {
                outcome: rate([r[6] == outcome for r in sub]),
                "vs": {
                    b: compare(sub, [r for r in base if r[2] == k], outcome, with_attacker)
                    for b, base in baselines.items()
                },
            }
    return out


# ----------------------------------------------------------------- the warm start
class TwoProbes:
    """A hand-written structured defender, the warm start's teacher (``--warm-start``): ask what
    the attacker knows down to the last level; if it showed some levels but not all but one,
    ask about the next; then ``answer`` with the estimate = the top levels it has shown (true
    there, a lie below), standing by the story when doubted. On the train split it fools
    about as often as ``scripted:probing`` (``benchmarks/results/ppo_curve.md``)."""

    def __init__(self) -> None:
        from tomsb_env.envs.moves import DefenderMoves

        seat = DefenderMoves()  # indices by name: a change to the move table cannot shift them
        self.move = {m.name: i for i, m in enumerate(seat.moves)}
        self.shown_bit = seat.level_flags.index("named_true_ever")
        self.probes, self.claims = seat.counts.index("probes"), seat.counts.index("claims")

    def __call__(self, obs: dict[str, Any], mask: np.ndarray) -> np.ndarray:
        levels, counts = np.asarray(obs["levels"]), np.asarray(obs["counts"])
        depth, probes = int(levels[:, 0].sum()), int(counts[self.probes])
        shown = 0  # the top levels whose true value the attacker has named
        while shown < depth and levels[shown, self.shown_bit]:
            shown += 1
        known = int(obs.get("prior", shown))  # an expert told the prior lies below it
        if probes == 0:
            return np.array([self.move[f"probe_level:{depth - 1}"], known if "prior" in obs else 0])
        if probes == 1 and 0 < shown < depth - 1 and counts[self.claims] == 0:
            return np.array([self.move[f"probe_level:{shown}"], known])
        return np.array([self.move["answer"], known])


class TwoProbesClaims(TwoProbes):
    """:class:`TwoProbes`' play with each ``answer`` made as the explicit ``claim`` that says the
    same value and keeps the same story, where one exists (else ``answer``, as the rule does).
    ``answer`` lies from the estimate down, so a policy cloned from :class:`TwoProbes` cannot
    change its estimate of the attacker without changing its lies; after this rule's claims it
    can (the second part is then only the estimate). Same outcomes as :class:`TwoProbes` on the
    train split's 480 development games."""

    def __call__(self, obs: dict[str, Any], mask: np.ndarray) -> np.ndarray:
        act = super().__call__(obs, mask)
        if act[0] != self.move["answer"]:
            return act
        levels, known = np.asarray(obs["levels"]), int(act[1])
        depth = int(levels[:, 0].sum())
        told, true = levels[:depth, 8].astype(bool), levels[:depth, 9].astype(bool)
        asked = np.flatnonzero(levels[:depth, 1])  # answer's level: the finest one asked,
        untold = np.flatnonzero(~told)  # else the first we have not told
        at = int(asked[-1]) if len(asked) else int(untold[0]) if len(untold) else depth - 1
        # above it, answer's path must be our story: true above the estimate, a lie below
        for lv in range(at + 1):
            lie = lv >= known
            if (told[lv] and true[lv] == lie) or (lv < at and lie and not told[lv]):
                return act  # answer would change the story or invent a lie above: keep it
        # slot 0 is the true value; answer's lies (and so our story's) are the first false one
        claim = self.move[f"claim:{at}:{int(at >= known)}"]
        return np.array([claim, known]) if mask[claim] else act


TEACHERS = {"two_probes": TwoProbes, "two_probes_claims": TwoProbesClaims}


# ----------------------------------------------------------------------- training
def vec_env(factories: list[Callable[[], Any]], processes: bool) -> Any:
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    return SubprocVecEnv(factories) if processes else DummyVecEnv(factories)


def structure_anywhere() -> None:
    """Undo the fix of the exploit the defender found (issue 38, item 3): offer ``structure``
    ("X falls under Y") as an answer to anything, as the first design did, for the
    "before" run (``--structure-anywhere``)."""
    from tomsb_env.envs.moves import DefenderMoves

    fixed = DefenderMoves._legal

    def legal(self: Any, move: Any, slots: Any) -> bool:
        if move.what == "structure":
            return move.level > 0 and slots[move.level][move.slot] is not None
        return fixed(self, move, slots)

    DefenderMoves._legal = legal  # type: ignore[method-assign]


def _defender_env(
    env_id: str, opponent: Any, shaping: float | None, anywhere: bool = False
) -> Callable[[], Any]:
    def make() -> Any:
        import gymnasium as gym

        import tomsb_env  # noqa: F401  (registers the ids)

        if anywhere:  # in the worker process too
            structure_anywhere()
        kwargs = {"attacker": opponent} if opponent is not None else {}
        env = gym.make(env_id, split="train", shaping=shaping, **kwargs).unwrapped
        # for the trainer only (a warm start's label, as the ToM reward's): never observed
        env.prior_depth = lambda: len(env.episode.scenario.known_levels)
        return env

    return make


def _attacker_env(opponent: Any) -> Callable[[], Any]:
    def make() -> Any:
        import gymnasium as gym

        import tomsb_env  # noqa: F401

        kwargs = {"defender": opponent} if opponent is not None else {}
        return gym.make("ToMSB-Attacker-Discrete-v0", split="train", **kwargs).unwrapped

    return make


def factories(seat: str, args: argparse.Namespace, opponent: Any = None) -> list[Any]:
    n = args.envs_per_attacker
    if seat == "defender":
        if opponent is not None:  # self-play: the attacker policy in every env
            return [_defender_env(ENV_IDS[ATTACKERS[0]], opponent, args.shaping)] * (4 * n)
        return [
            _defender_env(ENV_IDS[a], None, args.shaping, args.structure_anywhere)
            for a in ATTACKERS
            for _ in range(n)
        ]
    return [_attacker_env(opponent)] * (4 * n)


class Trainer:
    """A MaskablePPO policy and its training clock (seconds inside ``learn``)."""

    def __init__(self, seat: str, args: argparse.Namespace, opponent: Any = None) -> None:
        import torch
        from sb3_contrib import MaskablePPO
        from stable_baselines3.common.logger import Logger

        torch.set_num_threads(1)
        self.seat, self.args = seat, args
        self.env = vec_env(factories(seat, args, opponent), not args.no_processes)
        self.model = MaskablePPO(
            "MultiInputPolicy",
            self.env,
            n_steps=args.n_steps,
            batch_size=args.batch_size,
            n_epochs=args.n_epochs,
            learning_rate=args.lr,
            ent_coef=args.ent_coef,
            gamma=args.gamma,
            seed=args.seed,
            device="cpu",
            verbose=0,
        )
        # SB3's default logger would make an empty SB3-<date> folder in the temp dir per run
        self.model.set_logger(Logger(None, []))
        self.seconds = 0.0

    def warm_start(
        self,
        teacher: Callable[..., Any],
        steps: int,
        epochs: int,
        prior: bool = False,
        expert: bool = False,
    ) -> dict[str, float]:
        """Behaviour cloning before PPO, on the training clock: play ``teacher`` for ``steps``
        env steps in the training envs, then fit the policy to its actions (masked
        log-likelihood) and the value head to the discounted returns it earned.

        ``prior``: where the teacher's estimate sets nothing but the estimate (every move but
        ``answer``/``confirm``), fit it to the attacker's actual prior depth instead, the
        label the ToM reward scores (the trainer reads it from the game; the policy never
        observes it), then to the fitted policy's own most likely estimate, so that sampled
        actions name the likeliest prior rather than draw one.

        ``expert``: the teacher is told the prior too (``obs["prior"]``; :class:`TwoProbes`
        then lies from it down, as the Oracle does) and its actions are played and cloned: a
        privileged expert whose moves the policy must learn to predict from the transcript.
        Its estimates are already the prior, so ``prior`` then only adds the last epoch's fit
        to the likeliest estimate."""
        import torch
        from stable_baselines3.common.utils import obs_as_tensor

        from tomsb_env.envs.moves import DefenderMoves

        start = time.perf_counter()
        env, n = self.env, self.env.num_envs
        moves = DefenderMoves().moves
        coupled = [i for i, m in enumerate(moves) if prior and m.name in ("answer", "confirm")]
        obs = env.reset()
        buf: dict[str, list[Any]] = {"obs": [], "act": [], "mask": [], "rew": [], "done": []}
        for _ in range(steps // n):
            masks = np.stack(env.env_method("action_masks"))
            views = [{k: v[i] for k, v in obs.items()} for i in range(n)]
            if expert:  # told the prior: the trainer's label, never the policy's observation
                for view, depth in zip(views, env.env_method("prior_depth"), strict=True):
                    view["prior"] = depth
            acts = np.stack([teacher(view, masks[i]) for i, view in enumerate(views)])
            if prior and not expert:
                free = ~np.isin(acts[:, 0], coupled)
                acts[free, 1] = np.asarray(env.env_method("prior_depth"))[free]
            buf["obs"].append(obs)
            buf["act"].append(acts)
            buf["mask"].append(masks)
            obs, rew, done, _ = env.step(acts)
            buf["rew"].append(rew)
            buf["done"].append(done)
        ret, returns = np.zeros(n), []
        for rew, done in zip(reversed(buf["rew"]), reversed(buf["done"]), strict=True):
            ret = rew + self.args.gamma * ret * (1.0 - done)
            returns.append(ret)
        returns.reverse()
        flat = {k: np.concatenate([o[k] for o in buf["obs"]]) for k in buf["obs"][0]}
        acts, masks = np.concatenate(buf["act"]), np.concatenate(buf["mask"])
        rets = np.concatenate(returns).astype(np.float32)
        policy = self.model.policy
        opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
        rng = np.random.default_rng(self.args.seed)
        batches = max(1, len(acts) // 256)
        for epoch in range(epochs):
            for idx in np.array_split(rng.permutation(len(acts)), batches):
                o = obs_as_tensor({k: v[idx] for k, v in flat.items()}, policy.device)
                values, logp, _ = policy.evaluate_actions(
                    o, torch.as_tensor(acts[idx]), action_masks=masks[idx]
                )
                loss = -logp.mean() + 0.5 * torch.nn.functional.mse_loss(
                    values.flatten(), torch.as_tensor(rets[idx])
                )
                opt.zero_grad()
                loss.backward()
                opt.step()
            if prior and epoch == epochs - 2:  # the last epoch fits the likeliest estimates
                free = ~np.isin(acts[:, 0], coupled)
                with torch.no_grad():
                    for idx in np.array_split(np.arange(len(acts)), batches):
                        o = obs_as_tensor({k: v[idx] for k, v in flat.items()}, policy.device)
                        dist = policy.get_distribution(o, action_masks=masks[idx])
                        best = dist.distributions[1].probs.argmax(-1).numpy()
                        acts[idx, 1] = np.where(free[idx], best, acts[idx, 1])
        self.model._last_obs = None  # learn() resets the envs before its first rollout
        spent = time.perf_counter() - start
        self.seconds += spent
        return {"steps": float(len(acts)), "seconds": spent, "loss": loss.item()}

    def resume(self, path: str, seconds: float) -> None:
        from sb3_contrib import MaskablePPO
        from stable_baselines3.common.logger import Logger

        self.model = MaskablePPO.load(path, env=self.env, device="cpu")
        self.model.set_logger(Logger(None, []))
        self.seconds = seconds

    def train_until(self, seconds: float) -> None:
        """Train until the training clock reads ``seconds`` (checked every env step)."""
        from stable_baselines3.common.callbacks import BaseCallback

        clock = self

        class Stop(BaseCallback):
            def _on_step(self) -> bool:
                return clock.seconds + time.perf_counter() - start < seconds

        while self.seconds < seconds:
            start = time.perf_counter()
            self.model.learn(10**9, callback=Stop(), reset_num_timesteps=False)
            self.seconds += time.perf_counter() - start

    def save(self, path: Path) -> str:
        """Save to ``path`` (a ``.zip``) and return it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        self.model.save(path)
        return str(path)

    def close(self) -> None:
        self.env.close()


# ---------------------------------------------------------------------- the runs
def _write(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, separators=(",", ":"), default=float) + "\n")
    tmp.replace(path)


def _settings(args: argparse.Namespace) -> dict[str, Any]:
    skip = {"out", "run_dir", "no_processes", "quick", "plot"}
    return {k: v for k, v in sorted(vars(args).items()) if k not in skip}


def _start(args: argparse.Namespace) -> dict[str, Any]:
    out = Path(args.out)
    if out.exists():
        data = json.loads(out.read_text())
        if data.get("settings") != _settings(args):
            raise SystemExit(f"{out} holds a run with other settings; pass another --out")
        return data
    return {"settings": _settings(args), "columns": list(COLUMNS), "checkpoints": []}


def _eval(seat: str, policy: Any, args: argparse.Namespace, where: Path | None) -> list[list[Any]]:
    if seat == "defender":
        return play(PolicyAgent("defender", policy), ATTACKERS, args, where)
    return play("scripted:probing", [PolicyAgent("attacker", policy)], args, where)


def baselines(seat: str, args: argparse.Namespace, data: dict[str, Any]) -> dict[str, Any]:
    if "baselines" not in data:
        if seat == "defender":
            data["baselines"] = {
                d: play(d, ATTACKERS, args, None) for d in ("scripted:probing", "scripted:oracle")
            }
            if args.warm_start:  # the teacher, on the same games
                teacher = PolicyAgent("defender", TEACHERS[args.warm_start](), name=args.warm_start)
                data["baselines"][f"structured:{args.warm_start}"] = play(
                    teacher, ATTACKERS, args, None
                )
        else:  # the scripted attackers, and chance: uniformly random legal moves
            uniform = PolicyAgent("attacker", None, name="structured:uniform")
            data["baselines"] = {a: play("scripted:probing", [a], args, None) for a in ATTACKERS}
            data["baselines"]["uniform"] = play("scripted:probing", [uniform], args, None)
    return data["baselines"]


def run_seat(seat: str, args: argparse.Namespace, log: Callable[[str], None]) -> dict[str, Any]:
    """Train one seat and evaluate it at each checkpoint (resuming a finished part)."""
    out, run_dir = Path(args.out), Path(args.run_dir)
    data = _start(args)
    base = baselines(seat, args, data)
    outcome = "fooled" if seat == "defender" else "leaked"
    done = {c["minutes"] for c in data["checkpoints"]}
    trainer = Trainer(seat, args)
    try:
        if data["checkpoints"]:
            last = data["checkpoints"][-1]
            trainer.resume(last["model"], last["train_seconds"])
        for minutes in args.checkpoints:
            if minutes in done:
                continue
            if minutes > 0 and args.warm_start and "warm_start" not in data:
                data["warm_start"] = trainer.warm_start(
                    TEACHERS[args.warm_start](),
                    args.warm_steps,
                    args.warm_epochs,
                    args.warm_prior,
                    args.warm_expert,
                )
                log(f"warm start: {data['warm_start']}")
            trainer.train_until(60.0 * minutes)
            model = trainer.save(run_dir / f"{seat}_{round(60 * minutes)}s.zip")
            t0 = time.perf_counter()
            rows = _eval(
                seat,
                SB3Policy(model, seed=args.seed),
                args,
                run_dir / f"{seat}_eval_{round(60 * minutes)}s",
            )
            point = {
                "minutes": minutes,
                "train_seconds": trainer.seconds,
                "steps": int(trainer.model.num_timesteps),
                "eval_seconds": time.perf_counter() - t0,
                "model": model,
                "summary": summarise(rows, base, outcome),
                "rows": rows,
            }
            data["checkpoints"].append(point)
            _write(out, data)
            s = point["summary"]
            log(
                f"{minutes:g} min ({point['steps']} steps): {outcome} {s[outcome]['pct']:.1f}% "
                f"reward {s['reward']['estimate']:.3f}; vs "
                + ", ".join(
                    f"{b} {v['rate_pp']['estimate']:+.1f} pp "
                    f"[{v['rate_pp']['low']:+.1f}, {v['rate_pp']['high']:+.1f}]"
                    for b, v in s["vs"].items()
                )
            )
    finally:
        trainer.close()
    data["baseline_summary"] = {
        b: summarise(rows, {k: v for k, v in base.items() if k != b}, outcome)
        for b, rows in base.items()
    }
    _write(out, data)
    return data


def run_selfplay(args: argparse.Namespace, log: Callable[[str], None]) -> dict[str, Any]:
    """Alternate the two seats, each against the other's latest saved policy."""
    out, run_dir = Path(args.out), Path(args.run_dir)
    data = _start(args)
    share = 60.0 * args.minutes / (2 * args.rounds)
    latest: dict[str, Any] = {"defender": None, "attacker": None}
    for r in range(args.rounds):
        for seat, other in (("defender", "attacker"), ("attacker", "defender")):
            path = run_dir / f"selfplay_{seat}_{r}.zip"
            if not path.exists():
                opponent = latest[other]
                if opponent is None:  # before the other seat trained: uniformly random moves
                    opponent = PolicyAgent(other, None, name=f"structured:uniform_{other}")
                trainer = Trainer(seat, args, opponent)
                try:
                    if latest[seat] is not None:
                        trainer.resume(latest[seat].policy.path, 0.0)
                    trainer.train_until(share)
                    trainer.save(path)
                finally:
                    trainer.close()
                log(f"self-play round {r}: {seat} trained {share / 60:.1f} min")
            latest[seat] = PolicyAgent(
                seat, SB3Policy(path, seed=args.seed), name=f"structured:selfplay_{seat}"
            )
    d, a = latest["defender"], latest["attacker"]
    data["defender_vs_scripted"] = play(d, ATTACKERS, args, run_dir / "selfplay_defender")
    data["attacker_vs_probing"] = play("scripted:probing", [a], args, run_dir / "selfplay_attacker")
    data["selfplay_games"] = play(d, [a], args, run_dir / "selfplay_games")
    base = baselines("defender", args, data)
    data["summary"] = {
        "defender_vs_scripted": summarise(data["defender_vs_scripted"], base, "fooled"),
        "attacker_vs_probing": summarise(data["attacker_vs_probing"], {}, "leaked"),
        "selfplay": summarise(data["selfplay_games"], {}, "fooled"),
    }
    _write(out, data)
    return data


# ---------------------------------------------------------------------- the plot
def plot(data: dict[str, Any], path: Path, outcome: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    points = data["checkpoints"]
    x = [p["minutes"] for p in points]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, what in zip(axes, (outcome, "reward"), strict=True):
        if what == "reward":
            ys = [p["summary"]["reward"]["estimate"] for p in points]
            lo = [p["summary"]["reward"]["low"] for p in points]
            hi = [p["summary"]["reward"]["high"] for p in points]
        else:
            ys = [p["summary"][what]["pct"] for p in points]
            lo = [p["summary"][what]["ci"][0] for p in points]
            hi = [p["summary"][what]["ci"][1] for p in points]
        ax.plot(x, ys, "o-", label="MaskablePPO (sampled)")
        ax.fill_between(x, lo, hi, alpha=0.2)
        for i, (name, summ) in enumerate(data.get("baseline_summary", {}).items()):
            y = summ["reward"]["estimate"] if what == "reward" else summ[what]["pct"]
            ax.axhline(y, ls="--", lw=1, color=f"C{i + 1}", label=name)  # C0 is the policy
        ax.set_xlabel("training minutes (2 CPU cores)")
        ax.set_ylabel("mean reward" if what == "reward" else f"{what} %")
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--seat", choices=("defender", "attacker", "selfplay"), default="defender")
    p.add_argument("--out", required=True, help="the JSON to write (and resume)")
    p.add_argument("--run-dir", default="runs/ppo_curve", help="models and tomsb show games")
    p.add_argument("--minutes", type=float, default=15.0, help="training wall-clock budget")
    p.add_argument("--checkpoints", type=lambda s: [float(x) for x in s.split(",")],
                   default=[0, 1, 2, 4, 8, 15], help="training minutes to evaluate at")  # fmt: skip
    p.add_argument("--seeds", type=lambda s: [int(x) for x in s.split(",")], default=[0, 1, 2, 3])
    p.add_argument("--eval-scenarios", type=int, default=75, help="the first K of the eval split")
    p.add_argument("--rounds", type=int, default=3, help="self-play rounds")
    p.add_argument("--envs-per-attacker", type=int, default=2)
    p.add_argument("--n-steps", type=int, default=256)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--n-epochs", type=int, default=10)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--gamma", type=float, default=0.99)
    p.add_argument("--shaping", type=lambda s: None if s == "none" else float(s), default=0.99,
                   help="the discount of the training envs' potential-based shaping, or none "
                   "(evaluations always score the unshaped reward)")  # fmt: skip
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--structure-anywhere", action="store_true",
                   help="the exploit the first design allowed (see structure_anywhere)")  # fmt: skip
    p.add_argument("--eval-only", metavar="MODEL", default=None,
                   help="no training: play a saved defender model's eval games beside Probing "
                   "on the same games and write them to --out")  # fmt: skip
    p.add_argument("--warm-start", choices=sorted(TEACHERS), default=None,
                   help="behaviour-clone this hand-written teacher before PPO, on the training "
                   "clock (its eval games are a baseline too)")  # fmt: skip
    p.add_argument("--warm-steps", type=int, default=40_000, help="teacher env steps to clone")
    p.add_argument("--warm-epochs", type=int, default=5)
    p.add_argument("--warm-expert", action="store_true",
                   help="the teacher is told the attacker's prior and lies below it; with "
                   "--warm-prior (Trainer.warm_start)")  # fmt: skip
    p.add_argument("--warm-prior", action="store_true",
                   help="fit the clone's estimate to the attacker's actual prior wherever the "
                   "teacher's estimate sets nothing else (Trainer.warm_start)")  # fmt: skip
    p.add_argument("--no-processes", action="store_true", help="all envs in this process")
    p.add_argument("--no-plot", dest="plot", action="store_false")
    args = p.parse_args(argv)
    args.checkpoints = sorted(c for c in args.checkpoints if c <= args.minutes)
    return args


def eval_only(args: argparse.Namespace, log: Callable[[str], None]) -> dict[str, Any]:
    """A saved defender's eval games beside Probing's on the same games, with this checkout's
    attackers and reader (issue 38, item 3: the same policy before and after a reader fix)."""
    model = args.eval_only
    rows = play(PolicyAgent("defender", SB3Policy(model, seed=args.seed)), ATTACKERS, args, None)
    base = {"scripted:probing": play("scripted:probing", ATTACKERS, args, None)}
    data = {**_start(args), "model": str(model), "rows": rows, "baselines": base}
    data["summary"] = s = summarise(rows, base, "fooled")
    _write(Path(args.out), data)
    v = s["vs"]["scripted:probing"]["rate_pp"]
    log(f"{model}: fooled {s['fooled']['pct']:.1f}%, vs Probing {v['estimate']:+.1f} pp "
        f"[{v['low']:+.1f}, {v['high']:+.1f}]")  # fmt: skip
    return data


def main(argv: Sequence[str] | None = None, log: Callable[[str], None] = print) -> dict[str, Any]:
    args = parse_args(argv)
    if args.structure_anywhere:
        structure_anywhere()
    if args.eval_only:
        return eval_only(args, log)
    if args.seat == "selfplay":
        return run_selfplay(args, log)
    data = run_seat(args.seat, args, log)
    if args.plot:
        plot(
            data,
            Path(args.out).with_suffix(".png"),
            "fooled" if args.seat == "defender" else "leaked",
        )
    return data


if __name__ == "__main__":
    main()
