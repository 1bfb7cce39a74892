"""``tomsb show`` and ``tomsb play``: read transcripts, or play the defender yourself."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tomsb_env.cli._common import (
    add_scenario_source,
    eprint,
    load_scenario_source,
    positive,
    use_color,
)
from tomsb_env.display import printable
from tomsb_env.errors import ConfigError

__all__ = ["add_episode_commands"]


def _records(path: Path) -> list[dict[str, Any]]:
    """The episode records of a results file or run directory, for reading only.

    Records written by a run, by ``tomsb play --save`` or by hand are all accepted;
    when a later record has the same (scenario, attacker, seed, episode) key as an
    earlier one (a retried episode), the later one is kept, as a resumed run does.
    A torn last line (a run killed mid-write) is skipped.
    """
    from tomsb_env.benchmark.store import EPISODES_FILE
    from tomsb_env.universe.files import MAX_EPISODES_FILE_BYTES, read_regular_file

    file = path / EPISODES_FILE if path.is_dir() else path
    if not file.exists():
        raise ConfigError(f"{path}: no such episodes file or run directory")
    data = read_regular_file(file, max_bytes=MAX_EPISODES_FILE_BYTES, what="episodes file")
    lines = data.decode("utf-8", errors="surrogateescape").split("\n")
    records: dict[Any, dict[str, Any]] = {}
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not isinstance(record, dict) or "scenario" not in record:
                raise ValueError("expected a JSON object with a 'scenario'")
        except (ValueError, RecursionError) as exc:
            if n == len(lines):  # no newline after it: a torn last line
                break
            raise ConfigError(
                f"{file} line {n} is not an episode record ({exc}); "
                "fix or delete that line to read the rest"
            ) from None
        meta = record.get("meta") or {}
        key = (
            record.get("scenario_id"),
            meta.get("attacker"),
            meta.get("seed"),
            meta.get("episode_index"),
        )
        records[key if None not in key else ("line", n)] = record
    return list(records.values())


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
                f"{i:>3}  {printable(r.get('scenario_id')):<14}  "
                f"{printable(m.get('attacker', '')):<28}  {printable(m.get('seed')):>4}  "
                f"{printable(m.get('episode_index', 0)):>2}  {printable(r.get('outcome')):<12}  "
                f"{printable(r.get('num_turns'))}"
            )
        eprint("pick one with --episode K")
        return 0
    k = args.episode or 0
    if not 0 <= k < len(chosen):
        raise ConfigError(
            f"--episode {k} is out of range: {len(chosen)} episode(s) match (0-{len(chosen) - 1})"
        )
    ep = Episode.from_dict(chosen[k])
    color = use_color(args.color)
    m = ep.meta
    print(
        printable(
            f"attacker {m.attacker}  defender {m.defender}  seed {m.seed}  "
            f"episode {m.episode_index}"
        )
    )
    if m.error:
        print(f"error: {printable(m.error)}")
        if m.traceback:
            print(printable(m.traceback.rstrip()))
    print(render_episode(ep, private=not args.public, color=color))
    return 0


def _play(args: argparse.Namespace) -> int:
    from tomsb_env.benchmark.human import play_in_terminal
    from tomsb_env.envs.render import render_episode
    from tomsb_env.universe.datasets import unknown_scenario_id

    scenarios, source = load_scenario_source(args)
    by_id = {s.id: s for s in scenarios}
    if args.scenario is not None and args.scenario not in by_id:
        raise unknown_scenario_id(args.scenario, by_id, source)
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
        belief = json.dumps(j.final_belief, ensure_ascii=False)
        print(f"attacker's final belief: {printable(belief)}")
        print(f"true values it gained: {printable(list(j.gained_levels) or 'none')}")
    if args.save:
        _save(ep, args)
        eprint(
            f"appended the episode to {printable(args.save)}; read it with: tomsb show {args.save}"
        )
    return 0


def _save(ep: Any, args: argparse.Namespace) -> None:
    """Append ``ep`` as a complete record (who played, seed, index) that ``tomsb show`` reads."""
    from dataclasses import replace

    save = Path(args.save)
    previous = len(_records(save)) if save.exists() else 0
    attacker = args.attacker + (f"#{args.attacker_kind}" if args.attacker_kind else "")
    ep.meta = replace(
        ep.meta, attacker=attacker, defender="human", seed=args.seed, episode_index=previous
    )
    line = json.dumps(ep.to_dict(), ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: written as a \u escape, still valid JSON
        line = json.dumps(ep.to_dict())
    with save.open("a", encoding="utf-8") as fh:
        fh.write(line + "\n")


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
