"""``tomsb bench`` and ``tomsb report``: score defenders and compare runs."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tomsb_env.cli._common import (
    PROMPTS,
    add_scenario_source,
    at_least,
    eprint,
    int_list,
    load_scenario_source,
    positive,
)
from tomsb_env.display import printable
from tomsb_env.errors import ConfigError, ResultsMismatchError

if TYPE_CHECKING:  # imported when options are read: `tomsb --help` never loads tomsb_env.llm
    from tomsb_env.llm.settings import LLMSettings

DEFAULT_DEFENDER = "scripted:probing"
DEFAULT_OUT_ROOT = Path("tomsb-results")
#: the options passed to BenchmarkConfig under their own names
_AS_IS = (
    *("limit", "seeds", "max_turns", "concurrency", "overwrite", "judge", "name", "rewards"),
    *("workers", "shard", "protocol"),
)


def _bench(args: argparse.Namespace) -> int:
    from tomsb_env.agents.specs import is_backend_spec, parse_agent_spec
    from tomsb_env.benchmark.config import DEFAULT_ATTACKERS, BenchmarkConfig
    from tomsb_env.benchmark.runner import collector_for_long_runs, evaluate
    from tomsb_env.benchmark.specs import code_scope, slug
    from tomsb_env.benchmark.store import read_config
    from tomsb_env.llm.spec import prefixes

    defender_kwargs: dict[str, Any] = {}
    if args.defender_prompt:
        if not is_backend_spec(args.defender):
            raise ConfigError(
                f"--defender-prompt applies to LLM defenders ({prefixes()}), not {args.defender!r}"
            )
        from tomsb_env.agents.defenders.prompt_files import DEFENDER_PROMPTS
        from tomsb_env.agents.prompts import select

        select(DEFENDER_PROMPTS, args.defender_prompt, "defender prompt")  # fail before any game
        defender_kwargs["prompt"] = args.defender_prompt
    attackers = tuple(args.attacker or DEFAULT_ATTACKERS)
    llm_attackers = {is_backend_spec(a.partition("#")[0]) for a in attackers}
    is_llm = {"defender": is_backend_spec(args.defender)}
    is_llm["attacker"] = llm_attackers.pop() if len(llm_attackers) == 1 else None
    settings = llm_settings(args, {**is_llm, "judge": is_backend_spec(args.judge)})
    defender_kwargs.update(settings["defender"])
    scenarios, source = load_scenario_source(args)
    label = args.defender + (f"#{args.defender_prompt}" if args.defender_prompt else "")
    if args.shard:
        label += f"-shard-{args.shard.replace('/', '-of-')}"
    out = Path(args.out) if args.out else DEFAULT_OUT_ROOT / slug(label)
    eprint(f"tomsb bench: defender {label}; results in {out}/")
    scope = code_scope(parse_agent_spec(args.defender, "defender"))
    if scope:
        eprint(f"tomsb: {scope}")
    config = BenchmarkConfig(
        attackers=attackers,
        scenarios=scenarios,
        scenario_source=source,
        episodes_per_scenario=args.episodes,
        out_dir=out,
        attacker_kinds=args.attacker_kind,
        defender_kwargs=defender_kwargs,
        attacker_kwargs=settings["attacker"],
        judge_kwargs=settings["judge"],
        retry_errors=not args.keep_errors,
        progress=not args.no_progress,
        **{k: getattr(args, k) for k in _AS_IS},
    )
    try:
        with collector_for_long_runs():
            result = evaluate(args.defender, config)
    except ResultsMismatchError as exc:
        if exc.out_dir is None or not exc.changed:
            raise
        # one line: the full configs (Python's evaluate() gives them) would bury the way out
        renamed = "; to rename it instead, tomsb report --label" if args.name else ""
        free = next(p for k in range(2, 10_000) if not (p := Path(f"{out}-{k}")).exists())
        raise ResultsMismatchError(
            f"{out} holds a different run ({'; '.join(exc.changed)}): "
            f"use --out {free} or --overwrite{renamed}"
        ) from None
    print(result.table(args.format, paper=args.paper), end="")
    if args.format == "md" and (args.paper or args.protocol == "paper"):
        _print_known_levels(result.episode_rows)
    assert result.paths is not None
    if read_config(result.paths.config).covers(result.config):
        eprint(
            f"read {result.resumed} episode(s) of the larger run in {out}/ "
            f"(its files are unchanged), {result.elapsed_s:.1f}s"
        )
    else:
        eprint(
            f"{result.played} episode(s) played, {result.resumed} resumed, "
            f"{result.elapsed_s:.1f}s; wrote {result.paths.episodes}, "
            f"{result.paths.markdown.name}, {result.paths.csv.name}, {result.paths.summary.name}"
        )
    failed = [r for r in result.episode_rows if r.error]
    if not failed:
        return 0
    again = "kept (--keep-errors)" if args.keep_errors else "played again on the next run"
    eprint(
        f"{len(failed)} episode(s) ended in an error ({again}); the first, scenario "
        f"{failed[0].stats.scenario_id} against {failed[0].stats.attacker}:\n"
        + (failed[0].traceback or failed[0].error).rstrip()
    )
    # a run in which every episode failed scored nothing: its table is no result
    return 1 if len(failed) == len(result.episode_rows) else 0


def _print_known_levels(rows: list[Any], who: str = "") -> None:
    """The paper's split of outcomes by how many levels the attacker knew at the start."""
    from tomsb_env.benchmark.paper_reports import format_outcomes_by_known_levels
    from tomsb_env.benchmark.runner import known_levels_split

    head = "Outcomes by how many levels the attacker knew at the start (% of episodes)"
    print(f"\n{head}{who}:\n")
    print(format_outcomes_by_known_levels(known_levels_split(rows)), end="")


def _report(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.report import render

    if args.merge:
        from tomsb_env.benchmark.merge import merge_runs

        if args.label:
            raise ConfigError("--label applies to separate runs, not to the shards of --merge")
        merged = merge_runs(args.runs, args.out, overwrite=args.overwrite)
        print(merged.table(args.format, paper=args.paper), end="")
        if args.out:
            eprint(
                f"merged {len(args.runs)} shard(s), {len(merged.episode_rows)} episodes, into {args.out}/"
            )
        return 0
    if args.out or args.overwrite:
        raise ConfigError("--out and --overwrite apply to --merge (where to write the merged run)")
    runs = _load_runs(args.runs, args.label)
    configs = [run.config for run in runs]
    if args.format == "html":
        from tomsb_env.benchmark.report_html import to_html

        if sys.stdout.isatty():
            raise ConfigError("--format html writes a whole page: redirect it, e.g. > report.html")
        print(to_html(runs, max_episodes=args.max_episodes), end="")
        _warn_protocols(args.runs, configs, shown=False)
        return 0
    rows = [r for run in runs for r in run.rows]
    single = configs[0] if len(runs) == 1 else None
    print(render(args.format, rows, single, paper=args.paper, configs=configs), end="")
    if args.format == "md" and (args.paper or any(c.protocol == "paper" for c in configs)):
        for run in runs:
            who = f", `{printable(run.config.display_name)}`" if len(runs) > 1 else ""
            _print_known_levels(run.episode_rows, who)
    _warn_protocols(args.runs, configs, shown=args.format == "md")
    return 0


def _load_runs(dirs: list[str], given: list[str] | None) -> list[Any]:
    """The runs' tables (no episodes kept), a note per run whose episodes file repeats a key,
    each run named by its ``--label``, else its defender's name; a name that runs share gets
    the run's directory added (then its path, then its place), so no two runs share one."""
    from tomsb_env.benchmark.runner import load_run
    from tomsb_env.benchmark.store import describe_duplicates

    if given and (len(given) != len(dirs) or not all(g.strip() for g in given)):
        raise ConfigError(
            f"{len(given)} --label for {len(dirs)} RUN_DIR: give one per run, in order"
        )
    runs = [load_run(d, keep_episodes=False) for d in dirs]
    for run in runs:
        note = describe_duplicates(run.paths.episodes, run.duplicates)
        if note:
            eprint(f"tomsb: {printable(note)}")
    names = [g.strip() for g in given] if given else [r.config.display_name for r in runs]
    labels = list(names)
    for extra in (lambda i: Path(dirs[i]).name, lambda i: dirs[i], lambda i: f"#{i + 1}"):
        seen = Counter(labels)
        labels = [f"{names[i]} ({extra(i)})" if seen[x] > 1 else x for i, x in enumerate(labels)]
    for run, name in zip(runs, labels, strict=True):
        run.config = dataclasses.replace(run.config, name=name)
        run.rows = [dataclasses.replace(r, defender=name) for r in run.rows]
    return runs


def _warn_protocols(dirs: list[str], configs: list[Any], *, shown: bool) -> None:
    """Each run's protocol on stderr (unless the table shows them), and a warning if they differ."""
    from tomsb_env.benchmark.report import describe_protocol, protocol_differences, protocol_warning

    if len(configs) < 2:
        return
    if not shown:
        for d, c in zip(dirs, configs, strict=True):
            eprint(f"{printable(d)}: {printable(c.display_name)}: {describe_protocol(c)}")
    differ = protocol_differences(configs)
    if differ:
        eprint(f"tomsb: {protocol_warning(differ)}")


def add_bench_commands(sub: Any) -> None:
    p = sub.add_parser(
        "bench",
        help="score a defender (our rules by default; --protocol paper for the authors')",
        description="Play every (seed, attacker, scenario, episode) of the protocol, save each episode "
        "as it ends, resume on re-run, and print the paper-style table. With no options: the "
        "scripted probing defender against the four scripted attackers, offline.",
    )
    p.add_argument(
        "--defender",
        default=DEFAULT_DEFENDER,
        help="scripted:NAME, an LLM backend spec (docs/llm_backends.md), "
        f"package.module:Class or path/to/file.py:Class (default: {DEFAULT_DEFENDER})",
    )
    p.add_argument(
        "--defender-prompt",
        metavar="NAME|FILE",
        help=f"prompt of an LLM defender: {', '.join(PROMPTS)}, or a prompt file's path",
    )
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
    add_scenario_source(p)
    p.add_argument("--limit", type=positive, help="only the first N scenarios (quick checks)")
    p.add_argument(
        "--episodes", type=positive, default=2, help="episodes per scenario (default: 2)"
    )
    p.add_argument(
        "--seeds", type=int_list, default=(0, 1, 2), help="comma-separated (default: 0,1,2)"
    )
    p.add_argument("--max-turns", type=positive, default=15, help="attacker turn cap (default: 15)")
    p.add_argument(
        "--concurrency",
        type=positive,
        help="LLM calls (agent turns) in flight, over up to 3x as many open episodes (default: 16)",
    )
    p.add_argument(
        "--workers",
        type=positive,
        default=1,
        help="processes playing the run on this machine, sharing --concurrency; for runs "
        "with hundreds of LLM calls in flight, where one process runs out of CPU (default: 1)",
    )
    p.add_argument(
        "--shard",
        metavar="I/N",
        help="play only shard I of N (the episodes at positions I mod N); run every shard, "
        "then combine them with: tomsb report --merge DIR...",
    )
    p.add_argument(
        "--name",
        help="the defender's name in tables and plots (default: a custom defender's name "
        "attribute, else its spec)",
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
    add_llm_settings(p)
    p.add_argument(
        "--paper",
        action="store_true",
        help="add the paper's published rows under matching attackers (for LLM attackers)",
    )
    p.add_argument(
        "--protocol",
        choices=("default", "paper"),
        default="default",
        help="paper: the authors' rules: their dataset (needs --official), prompts, sampling, "
        "LLM judges (needs --judge) and signal rule; see docs/paper.md",
    )
    p.set_defaults(func=_bench)

    p = sub.add_parser(
        "report",
        help="print the table of one or more run directories",
        description="Recompute metrics from run directories and print one table "
        "(one row per defender). With --merge the directories are the shards of one run "
        "(tomsb bench --shard I/N), combined into its single-run table.",
    )
    p.add_argument("runs", nargs="+", metavar="RUN_DIR")
    p.add_argument(
        "--merge", action="store_true", help="the directories are shards of one run: merge them"
    )
    p.add_argument("--out", metavar="DIR", help="with --merge: also write the merged run here")
    p.add_argument(
        "--overwrite",
        action="store_true",
        help="with --merge --out: replace what DIR holds (never an input shard or a running run)",
    )
    p.add_argument(
        "--format",
        choices=("md", "csv", "json", "html"),
        default="md",
        help="html: one self-contained page with figures and an episode viewer (> report.html)",
    )
    p.add_argument("--paper", action="store_true", help="add the paper's published rows")
    p.add_argument(
        "--max-episodes",
        type=positive,
        default=20_000,
        help="html: embed at most about N episodes, a stated sample past it (default: 20000)",
    )
    p.add_argument(
        "--label",
        "--name",
        action="append",
        metavar="NAME",
        help="repeatable, one per RUN_DIR in order: the run's name in tables and plots, "
        "stored results untouched (default: its defender's name; the directory is added "
        "where runs share one)",
    )
    p.set_defaults(func=_report)


# ----------------------------------------------------------------- LLM settings
SIDES = ("defender", "attacker", "judge")


def _extra_body(text: str) -> dict[str, Any]:
    from tomsb_env.llm.settings import LLMSettings

    try:
        return LLMSettings.parse_extra_body(text)
    except ConfigError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _float(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None


# option suffix -> (LLMSettings field, type, metavar, help)
_OPTIONS: tuple[tuple[str, str, Callable[[str], Any], str, str], ...] = (
    ("temperature", "temperature", _float, "T", "sampling temperature"),
    ("max-tokens", "max_tokens", at_least(1), "N", "completion token cap per call"),
    ("timeout", "timeout_s", _float, "SECONDS", "per-call timeout"),
    ("retries", "max_retries", at_least(0), "N", "retries of a failed call"),
    (
        "extra-body",
        "extra_body",
        _extra_body,
        "JSON",
        "JSON object merged into each request (backends that send one), e.g. "
        '\'{"chat_template_kwargs": {"enable_thinking": false}}\' for Qwen3',
    ),
    ("api-key-env", "api_key_env", str, "NAME", "environment variable holding the API key"),
    ("api-base", "api_base", str, "URL", "server URL (backends that send requests)"),
)


_SUFFIX = {dest: suffix for suffix, dest, *_ in _OPTIONS}


def add_llm_settings(p: argparse.ArgumentParser) -> None:
    """The shared options and one set per side."""
    group = p.add_argument_group(
        "LLM settings",
        "for every side played by an LLM; defaults are each agent's own "
        "(LLM agents: temperature 1.0, 2048 tokens; LLM judge: 0.0, 512; 120 s, 4 retries); "
        "--protocol paper sets the authors' (docs/paper.md)",
    )
    for suffix, dest, kind, metavar, text in _OPTIONS:
        group.add_argument(f"--{suffix}", dest=f"llm_{dest}", type=kind, metavar=metavar, help=text)
    group = p.add_argument_group(
        "LLM settings of one side",
        f"the same options prefixed with the side ({', '.join(SIDES)}), e.g. "
        f"--{SIDES[-1]}-temperature 0; they override the shared ones for that side",
    )
    for side in SIDES:
        for suffix, dest, kind, metavar, _ in _OPTIONS:
            group.add_argument(
                f"--{side}-{suffix}",
                dest=f"llm_{side}_{dest}",
                type=kind,
                metavar=metavar,
                help=argparse.SUPPRESS if suffix != "temperature" else f"... for the {side} only",
            )


def _settings(args: argparse.Namespace, side: str | None) -> LLMSettings:
    from tomsb_env.llm.settings import LLMSettings

    prefix = "llm_" if side is None else f"llm_{side}_"
    return LLMSettings(**{dest: getattr(args, prefix + dest, None) for _, dest, *_ in _OPTIONS})


def llm_settings(
    args: argparse.Namespace, is_llm: dict[str, bool | None]
) -> dict[str, dict[str, Any]]:
    """Side -> keyword settings for the sides in ``is_llm`` (True: an LLM plays it; None: LLM
    and other agents share it, so no setting may reach it)."""
    shared = _settings(args, None)
    out: dict[str, dict[str, Any]] = {}
    for side, llm in is_llm.items():
        own = _settings(args, side)
        if llm is None and (own.as_kwargs() or shared.as_kwargs()):
            raise ConfigError(
                f"LLM settings cannot apply to a mix of LLM and other {side}s (they are "
                f"passed to every {side}); run the LLM {side}s on their own"
            )
        if own.as_kwargs() and not llm:
            flags = ", ".join(f"--{side}-{_SUFFIX[k]}" for k in own.as_kwargs())
            raise ConfigError(f"{flags} applies to an LLM {side}, and this {side} is not one")
        out[side] = shared.merged(own).as_kwargs() if llm else {}
    if shared.as_kwargs() and not any(is_llm.values()):
        from tomsb_env.llm.spec import prefixes

        raise ConfigError(
            "LLM settings were given but no side is played by an LLM "
            f"(--defender, --attacker or --judge with {prefixes()})"
        )
    return out
