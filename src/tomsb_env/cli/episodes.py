"""``tomsb show`` and ``tomsb play``: read transcripts, or play the defender yourself."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tomsb_env.cli._common import (
    add_scenario_source,
    eprint,
    load_scenario_source,
    positive,
    use_color,
)
from tomsb_env.errors import ConfigError

if TYPE_CHECKING:
    from tomsb_env.types import Episode

__all__ = ["add_episode_commands"]


def _records(path: Path) -> list[Episode]:
    from tomsb_env.benchmark.store import EPISODES_FILE, EpisodeLog

    file = path / EPISODES_FILE if path.is_dir() else path
    if not file.is_file():
        raise ConfigError(f"{path}: no such episodes file or run directory")
    return EpisodeLog(file).load()


def _show(args: argparse.Namespace) -> int:
    from tomsb_env.envs.render import render_episode

    records = _records(Path(args.results))
    chosen = [
        ep
        for ep in records
        if (args.scenario is None or ep.scenario.id == args.scenario)
        and (args.attacker is None or ep.meta.attacker == args.attacker)
        and (args.outcome is None or (ep.outcome and ep.outcome.value) == args.outcome)
    ]
    if not chosen:
        raise ConfigError(
            f"no episode in {args.results} matches the filters ({len(records)} episodes in all)"
        )
    if args.episode is None and len(chosen) > 1:
        print("  #  scenario        attacker                      seed  ep  outcome       turns")
        for i, ep in enumerate(chosen):
            m = ep.meta
            outcome = None if ep.outcome is None else ep.outcome.value
            print(
                f"{i:>3}  {ep.scenario.id:<14}  {m.attacker:<28}  {m.seed!s:>4}  "
                f"{m.episode_index:>2}  {outcome!s:<12}  {ep.num_turns}"
            )
        eprint("pick one with --episode K")
        return 0
    k = args.episode or 0
    if not 0 <= k < len(chosen):
        raise ConfigError(
            f"--episode {k} is out of range: {len(chosen)} episode(s) match (0-{len(chosen) - 1})"
        )
    ep = chosen[k]
    color = use_color(args.color)
    m = ep.meta
    print(f"attacker {m.attacker}  defender {m.defender}  seed {m.seed}  episode {m.episode_index}")
    if m.error:
        print(f"error: {m.error}")
        if m.traceback:
            print(m.traceback.rstrip())
    print(render_episode(ep, private=not args.public, color=color))
    return 0


def _play(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.human import play_in_terminal
    from tomsb_env.envs.render import render_episode
    from tomsb_env.errors import UnknownNameError

    scenarios, _ = load_scenario_source(args)
    by_id = {s.id: s for s in scenarios}
    if args.scenario is not None and args.scenario not in by_id:
        raise UnknownNameError("scenario id", args.scenario, by_id)
    if args.scenario:
        scenario = by_id[args.scenario]
    else:
        import numpy as np

        scenario = scenarios[int(np.random.default_rng(args.seed).integers(len(scenarios)))]
    color = use_color(args.color)
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
        eprint("input ended before the episode finished; nothing saved")
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
        eprint(f"appended the episode to {args.save}")
    return 0


def add_episode_commands(sub: Any) -> None:
    """Register ``show`` and ``play``."""
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
    add_scenario_source(p)
    p.add_argument("--scenario", metavar="ID", help="scenario id (default: drawn with --seed)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-turns", type=positive, default=15)
    p.add_argument("--save", metavar="FILE", help="append the finished episode to this JSONL file")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.set_defaults(func=_play)
