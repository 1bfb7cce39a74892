"""The ``tomsb`` command: benchmark a defender, read transcripts, play, manage scenarios.

``tomsb bench`` with no options runs the whole protocol offline with the scripted
agents and prints the table. Every subcommand has ``--help``. Errors print one line
(``tomsb: error: ...``) and exit with status 2; ``tomsb scenarios validate`` exits 1
when the file has problems; ``tomsb play`` exits 1 if the input ends mid-game.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tomsb_env.errors import ConfigError, TomsbError

__all__ = ["build_parser", "main"]

DEFAULT_DEFENDER = "scripted:probing"
DEFAULT_OUT_ROOT = Path("tomsb-results")
PROMPTS = ("tom", "mislead", "refuse")


def _eprint(*parts: object) -> None:
    print(*parts, file=sys.stderr, flush=True)


def _use_color(choice: str) -> bool:
    return choice == "always" or (choice == "auto" and sys.stdout.isatty())


def _int_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(x) for x in text.replace(" ", "").split(",") if x)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected comma-separated integers like 0,1,2, got {text!r}"
        ) from None
    if not values:
        raise argparse.ArgumentTypeError("expected at least one integer")
    return values


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {value}")
    return value


# --------------------------------------------------------------- scenarios in
def _add_scenario_source(p: argparse.ArgumentParser, split_default: str = "eval") -> None:
    p.add_argument(
        "--split",
        default=split_default,
        choices=("train", "eval", "all"),
        help=f"split of the shipped dataset, or of --official (default: {split_default})",
    )
    src = p.add_mutually_exclusive_group()
    src.add_argument("--scenarios", metavar="FILE", help="a scenario file in our JSONL format")
    src.add_argument("--official", metavar="PATH", help="the authors' released JSON dataset")


def _scenarios(args: argparse.Namespace) -> tuple[list[Any], str]:
    if args.scenarios:
        from tomsb_env.universe.schema import read_scenarios

        return read_scenarios(args.scenarios), args.scenarios
    if args.official:
        from tomsb_env.universe.datasets import load_official_dataset

        return load_official_dataset(
            args.official, args.split
        ), f"official:{args.official}#{args.split}"
    from tomsb_env.universe.datasets import load_scenarios

    return load_scenarios(args.split), f"split:{args.split}"


# ---------------------------------------------------------------------- bench
def _bench(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.runner import evaluate
    from tomsb_env.benchmark.specs import DEFAULT_ATTACKERS, is_backend_spec, slug

    defender_kwargs: dict[str, Any] = {}
    if args.defender_prompt:
        if not is_backend_spec(args.defender):
            raise ConfigError(
                f"--defender-prompt applies to LLM defenders (litellm:, openai:, vllm:, hf:), "
                f"not {args.defender!r}"
            )
        defender_kwargs["prompt"] = args.defender_prompt
    scenarios, source = _scenarios(args)
    label = args.defender + (f"#{args.defender_prompt}" if args.defender_prompt else "")
    out = Path(args.out) if args.out else DEFAULT_OUT_ROOT / slug(label)
    _eprint(f"tomsb bench: defender {label}; results in {out}/")
    result = evaluate(
        args.defender,
        args.attacker or list(DEFAULT_ATTACKERS),
        scenarios=scenarios,
        scenario_source=source,
        limit=args.limit,
        episodes_per_scenario=args.episodes,
        seeds=args.seeds,
        max_turns=args.max_turns,
        concurrency=args.concurrency,
        out_dir=out,
        overwrite=args.overwrite,
        attacker_kinds=args.attacker_kind,
        defender_kwargs=defender_kwargs,
        judge=args.judge,
        rewards=args.rewards,
        retry_errors=not args.keep_errors,
        progress=not args.no_progress,
    )
    print(result.table(args.format, paper=args.paper), end="")
    assert result.paths is not None
    _eprint(
        f"{result.played} episode(s) played, {result.resumed} resumed, {result.elapsed_s:.1f}s; "
        f"wrote {result.paths.episodes}, {result.paths.markdown.name}, {result.paths.csv.name}, "
        f"{result.paths.summary.name}"
    )
    return 0


# --------------------------------------------------------------------- report
def _report(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.report import render
    from tomsb_env.benchmark.runner import load_run

    runs = [load_run(d) for d in args.runs]
    rows = [row for run in runs for row in run.rows]
    print(
        render(args.format, rows, runs[0].config if len(runs) == 1 else None, paper=args.paper),
        end="",
    )
    return 0


def _plot(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.plot import plot_fooling_vs_tom
    from tomsb_env.benchmark.runner import load_run

    rows = [row for d in args.runs for row in load_run(d).rows]
    fits = plot_fooling_vs_tom(rows, args.out, fooling=args.fooling, tom=args.tom)
    for fit in fits:
        r = "n/a (needs 3+ defenders)" if fit.r is None else f"{fit.r:.3f}"
        print(f"{fit.attacker}: {len(fit.points)} defender(s), Pearson r = {r}")
    _eprint(f"wrote {args.out}")
    return 0


# ----------------------------------------------------------------------- show
def _records(path: Path) -> list[dict[str, Any]]:
    from tomsb_env.benchmark.store import EPISODES_FILE, EpisodeLog

    file = path / EPISODES_FILE if path.is_dir() else path
    if not file.is_file():
        raise ConfigError(f"{path}: no such episodes file or run directory")
    return EpisodeLog(file).load()


def _show(args: argparse.Namespace) -> int:
    from tomsb_env.envs.render import render_episode
    from tomsb_env.types import Episode

    records = _records(Path(args.results))
    chosen = [
        r
        for r in records
        if (args.scenario is None or r["scenario_id"] == args.scenario)
        and (args.attacker is None or r.get("meta", {}).get("attacker") == args.attacker)
        and (args.outcome is None or r.get("outcome") == args.outcome)
    ]
    if not chosen:
        raise ConfigError(
            f"no episode in {args.results} matches the filters ({len(records)} episodes in all)"
        )
    if args.episode is None and len(chosen) > 1:
        print("  #  scenario        attacker                      seed  ep  outcome       turns")
        for i, r in enumerate(chosen):
            m = r.get("meta", {})
            print(
                f"{i:>3}  {r['scenario_id']:<14}  {m.get('attacker', ''):<28}  {m.get('seed')!s:>4}  "
                f"{m.get('episode_index', 0):>2}  {r.get('outcome')!s:<12}  {r.get('num_turns')}"
            )
        _eprint("pick one with --episode K")
        return 0
    k = args.episode or 0
    if not 0 <= k < len(chosen):
        raise ConfigError(
            f"--episode {k} is out of range: {len(chosen)} episode(s) match (0-{len(chosen) - 1})"
        )
    ep = Episode.from_dict(chosen[k])
    color = _use_color(args.color)
    m = ep.meta
    print(f"attacker {m.attacker}  defender {m.defender}  seed {m.seed}  episode {m.episode_index}")
    if m.error:
        print(f"error: {m.error}")
    print(render_episode(ep, private=not args.public, color=color))
    return 0


# ----------------------------------------------------------------------- play
def _play(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.human import play_in_terminal
    from tomsb_env.envs.render import render_episode
    from tomsb_env.errors import UnknownNameError

    scenarios, _ = _scenarios(args)
    by_id = {s.id: s for s in scenarios}
    if args.scenario is not None and args.scenario not in by_id:
        raise UnknownNameError("scenario id", args.scenario, by_id)
    if args.scenario:
        scenario = by_id[args.scenario]
    else:
        import numpy as np

        scenario = scenarios[int(np.random.default_rng(args.seed).integers(len(scenarios)))]
    color = _use_color(args.color)
    try:
        ep = play_in_terminal(
            scenario,
            args.attacker,
            args.attacker_kind,
            seed=args.seed,
            max_turns=args.max_turns,
            color=color,
        )
    except EOFError:
        _eprint("input ended before the episode finished; nothing saved")
        return 1
    print("\n--- the whole episode, with the attacker's private side ---")
    print(render_episode(ep, private=True, color=color))
    j = ep.judgement
    if j is not None:
        print(f"attacker's final belief: {json.dumps(j.final_belief, ensure_ascii=False)}")
        print(f"true values it gained: {list(j.gained_levels) or 'none'}")
    if args.save:
        with open(args.save, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(ep.to_dict(), ensure_ascii=False) + "\n")
        _eprint(f"appended the episode to {args.save}")
    return 0


# ------------------------------------------------------------------ scenarios
def _scenarios_list(args: argparse.Namespace) -> int:
    scenarios, source = _scenarios(args)
    if args.format == "json":
        for s in scenarios:
            print(
                json.dumps(
                    {
                        "id": s.id,
                        "theme": s.theme,
                        "universe_id": s.universe_id,
                        "known_levels": list(s.known_levels),
                        "hard": s.is_hard,
                    }
                )
            )
        return 0
    print(f"{len(scenarios)} scenarios from {source}")
    print(f"{'id':<16} {'theme':<14} {'hard':<5} known levels")
    for s in scenarios:
        known = ", ".join(f"{lv}={s.prior[lv]}" for lv in s.known_levels) or "-"
        print(f"{s.id:<16} {s.theme:<14} {'yes' if s.is_hard else 'no':<5} {known}")
    return 0


def _scenarios_validate(args: argparse.Namespace) -> int:
    from tomsb_env.universe.schema import validate_file

    bad = 0
    for path in args.files:
        problems = validate_file(path)
        for problem in problems:
            print(problem)
        if problems:
            bad += 1
            _eprint(f"{path}: {len(problems)} problem(s)")
        else:
            print(f"{path}: valid")
    return 1 if bad else 0


def _scenarios_generate(args: argparse.Namespace) -> int:
    from tomsb_env.universe.generate import generate_scenarios, split_by_universe
    from tomsb_env.universe.schema import write_scenarios

    themes = [t for t in args.themes.split(",") if t] if args.themes else None
    scenarios = generate_scenarios(args.universes, args.seed, themes, args.depth, args.branching)
    out = Path(args.out)
    if args.eval_fraction == 0:
        print(f"wrote {write_scenarios(out / 'all.jsonl', scenarios)} ({len(scenarios)} scenarios)")
        return 0
    train, evals = split_by_universe(scenarios, eval_fraction=args.eval_fraction, seed=args.seed)
    print(f"wrote {write_scenarios(out / 'train.jsonl', train)} ({len(train)} scenarios)")
    print(f"wrote {write_scenarios(out / 'eval.jsonl', evals)} ({len(evals)} scenarios)")
    return 0


def _scenarios_convert(args: argparse.Namespace) -> int:
    from tomsb_env.universe.datasets import convert_official

    for path in convert_official(args.source, args.out):
        print(f"wrote {path}")
    return 0


# --------------------------------------------------------------------- parser
def _add_bench(sub: Any) -> None:
    p = sub.add_parser(
        "bench",
        help="score a defender under the paper's protocol",
        description="Play every (seed, attacker, scenario, episode) of the protocol, save each episode "
        "as it ends, resume on re-run, and print the paper-style table. With no options: the "
        "scripted probing defender against the four scripted attackers, offline.",
    )
    p.add_argument(
        "--defender",
        default=DEFAULT_DEFENDER,
        help="scripted:NAME, litellm:MODEL, openai:URL@MODEL, vllm:MODEL, hf:PATH, "
        f"package.module:Class or path/to/file.py:Class (default: {DEFAULT_DEFENDER})",
    )
    p.add_argument("--defender-prompt", choices=PROMPTS, help="prompt style of an LLM defender")
    p.add_argument(
        "--attacker",
        action="append",
        metavar="SPEC",
        help="repeatable; an LLM spec means all four variants unless --attacker-kind or "
        "SPEC#kind (default: the four scripted attackers)",
    )
    p.add_argument(
        "--attacker-kind",
        action="append",
        metavar="KIND",
        help="repeatable: base, cross_examiner, deception_aware, bluffing",
    )
    _add_scenario_source(p)
    p.add_argument("--limit", type=_positive, help="only the first N scenarios (quick checks)")
    p.add_argument(
        "--episodes", type=_positive, default=2, help="episodes per scenario (default: 2)"
    )
    p.add_argument(
        "--seeds", type=_int_list, default=(0, 1, 2), help="comma-separated (default: 0,1,2)"
    )
    p.add_argument(
        "--max-turns", type=_positive, default=15, help="attacker turn cap (default: 15)"
    )
    p.add_argument(
        "--concurrency", type=_positive, help="episodes in flight for LLM agents (default: 16)"
    )
    p.add_argument("--out", help="run directory (default: ./tomsb-results/<defender>)")
    p.add_argument("--overwrite", action="store_true", help="discard stored results and start over")
    p.add_argument(
        "--keep-errors",
        action="store_true",
        help="on resume, keep episodes that ended in an error instead of playing them again",
    )
    p.add_argument("--rewards", help="reward weights recorded per episode, e.g. fooling=1,tom=1")
    p.add_argument("--judge", default="exact", help="exact (default) or an LLM judge spec")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--format", choices=("md", "csv", "json"), default="md", help="what to print")
    p.add_argument(
        "--paper",
        action="store_true",
        help="add the paper's published rows under matching attackers (for LLM attackers)",
    )
    p.set_defaults(func=_bench)


def build_parser() -> argparse.ArgumentParser:
    from tomsb_env import __version__

    parser = argparse.ArgumentParser(prog="tomsb", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"tomsb-env {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    _add_bench(sub)

    p = sub.add_parser(
        "report",
        help="print the table of one or more run directories",
        description="Recompute metrics from run directories and print one table "
        "(one row per defender).",
    )
    p.add_argument("runs", nargs="+", metavar="RUN_DIR")
    p.add_argument("--format", choices=("md", "csv", "json"), default="md")
    p.add_argument("--paper", action="store_true", help="add the paper's published rows")
    p.set_defaults(func=_report)

    p = sub.add_parser(
        "plot",
        help="fooling vs ToM scatter with Pearson r per attacker",
        description="One point per run (defender), one colour per attacker.",
    )
    p.add_argument("runs", nargs="+", metavar="RUN_DIR")
    p.add_argument(
        "--out", default="fooling_vs_tom.png", help="image file (default: fooling_vs_tom.png)"
    )
    p.add_argument("--fooling", choices=("hard", "all"), default="hard")
    p.add_argument("--tom", choices=("traj", "step"), default="traj")
    p.set_defaults(func=_plot)

    p = sub.add_parser(
        "show",
        help="render episodes of a results file",
        description="List the episodes of episodes.jsonl (or a run directory), or "
        "render one with both sides' private reflections and the trust curve.",
    )
    p.add_argument("results", metavar="RESULTS", help="episodes.jsonl or a run directory")
    p.add_argument(
        "--episode", type=int, metavar="K", help="index among the matching episodes (from 0)"
    )
    p.add_argument("--scenario", metavar="ID", help="only this scenario")
    p.add_argument("--attacker", help="only this attacker label")
    p.add_argument(
        "--outcome", choices=("fooled", "leaked", "detected", "truncated", "format_error", "error")
    )
    p.add_argument("--public", action="store_true", help="hide private reflections")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.set_defaults(func=_show)

    p = sub.add_parser(
        "play",
        help="play the defender yourself in the terminal",
        description="You are the defender: each attacker message is printed and your "
        "reply is read from stdin (plain text, or a JSON defender turn).",
    )
    p.add_argument(
        "--attacker", default="scripted:base", help="attacker spec (default: scripted:base)"
    )
    p.add_argument("--attacker-kind", help="variant of an LLM attacker (default: base)")
    _add_scenario_source(p)
    p.add_argument("--scenario", metavar="ID", help="scenario id (default: drawn with --seed)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-turns", type=_positive, default=15)
    p.add_argument("--save", metavar="FILE", help="append the finished episode to this JSONL file")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.set_defaults(func=_play)

    sc = sub.add_parser("scenarios", help="list, validate, generate or convert scenario files")
    ssub = sc.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = ssub.add_parser("list", help="ids, themes and what the attacker knows")
    _add_scenario_source(p)
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.set_defaults(func=_scenarios_list)
    p = ssub.add_parser(
        "validate", help="check scenario files; every problem is listed, exit 1 if any"
    )
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(func=_scenarios_validate)
    p = ssub.add_parser("generate", help="generate universes and write train/eval JSONL files")
    p.add_argument(
        "--universes", type=_positive, default=100, help="number of universes (default: 100)"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--themes", help="comma-separated theme keys (default: all)")
    p.add_argument("--depth", type=_positive, default=3)
    p.add_argument("--branching", type=_positive, default=3)
    p.add_argument(
        "--eval-fraction",
        type=float,
        default=0.25,
        help="share of universes for eval.jsonl; 0 writes a single all.jsonl",
    )
    p.set_defaults(func=_scenarios_generate)
    p = ssub.add_parser("convert", help="convert the authors' released JSON to train/eval JSONL")
    p.add_argument("source", metavar="OFFICIAL_JSON")
    p.add_argument("--out", required=True, help="output directory")
    p.set_defaults(func=_scenarios_convert)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tomsb`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except TomsbError as exc:
        _eprint(f"tomsb: error: {exc}")
        return 2
    except OSError as exc:
        _eprint(f"tomsb: error: {exc}")
        return 2
    except KeyboardInterrupt:
        _eprint(
            "tomsb: interrupted; finished episodes are saved, re-run the same command to resume"
        )
        return 130


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
