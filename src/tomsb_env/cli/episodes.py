"""``tomsb show`` and ``tomsb play``: read transcripts, or play the defender yourself."""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tomsb_env.cli._common import (
    add_scenario_source,
    eprint,
    load_scenario_source,
    positive,
    use_color,
)
from tomsb_env.cli.llm_options import add_llm_settings, llm_settings
from tomsb_env.display import printable
from tomsb_env.errors import ConfigError
from tomsb_env.types import Episode, Outcome

__all__ = ["OUTCOMES", "add_episode_commands", "judged_view", "public_view"]

#: every outcome a record can hold (``tomsb show --outcome``)
OUTCOMES = tuple(o.value for o in Outcome)


def _records(path: Path) -> list[dict[str, Any]]:
    """The episode records of a results file or run directory, for reading only.

    Of records with the same key (a retried episode) the last is kept, as a resumed run
    does; a torn last line (a run killed mid-write) is skipped.
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
        key = _key(record)
        records[key if None not in key else ("line", n)] = record
    return list(records.values())


def _show(args: argparse.Namespace) -> int:
    from tomsb_env.envs.render import render_episode

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
    m = ep.meta
    print(
        printable(
            f"attacker {m.attacker}  defender {m.defender}  seed {m.seed}  "
            f"episode {m.episode_index}"
        )
    )
    if args.public:
        print(public_view(ep))
        return 0
    if m.error:
        print(f"error: {printable(m.error)}")
        if m.traceback:
            print(printable(m.traceback.rstrip()))
    print(render_episode(ep, private=True, color=use_color(args.color)))
    print(judged_view(ep))
    return 0


def _estimate(levels: Sequence[str], est: Mapping[str, Any] | None) -> str:
    """``level=value`` per level: ``not known`` for null, ``?`` for cannot tell."""
    if est is None:
        return "none"
    order = [*(lv for lv in levels if lv in est), *(k for k in est if k not in levels)]
    parts = [f"{lv}={'not known' if est[lv] is None else est[lv]}" for lv in order]
    return printable(", ".join(parts) or "{}")


def judged_view(ep: Any) -> str:
    """What the judge scored: the prior estimate, each turn's belief estimate and whether it
    matched the attacker's belief then ("?" is the defender's "cannot tell", never a match)."""
    j = ep.judgement
    if j is None:
        return "judge: not judged"
    levels = list(ep.scenario.universe.levels)
    traj = {True: "matched", False: "missed", None: "unscored"}[j.trajectory_tom]
    out = [f"judge ({printable(j.judge)}): trajectory ToM {traj}"]
    out.append(f"  prior estimate scored: {_estimate(levels, j.prior_estimate)}")
    out.append(f"  attacker's prior:      {_estimate(levels, dict(ep.scenario.prior))}")
    step = "unscored" if j.stepwise_tom is None else f"{j.stepwise_tom:.2f}"
    out.append(f"  stepwise ToM {step}")
    matches = j.stepwise_matches or ()
    for i, d in enumerate(ep.defender_turns):
        verdict = ("match" if matches[i] else "no match") if i < len(matches) else "unscored"
        est = d.attacker_belief_estimate
        shown = (
            _estimate(levels, est)
            if est is not None
            else f"free text: {printable(d.attacker_belief_about_target or '(none)')}"
        )
        actual = ep.attacker_turns[i].belief_state if i < len(ep.attacker_turns) else None
        out.append(f"  [{i + 1}] {verdict}: estimate {shown}")
        out.append(f"       attacker believed: {_estimate(levels, actual)}")
    if j.tom_note:
        out.append(f"  note: {printable(j.tom_note)}")
    return "\n".join(out)


def public_view(ep: Any) -> str:
    """Only what passed between the sides (attacker messages, defender replies) and the
    outcome: no truth, prior, trust, beliefs, reflections or estimates of either side."""
    out = [f"scenario {printable(ep.scenario.id)}"]
    for i, a in enumerate(ep.attacker_turns):
        out.append(f"[{i + 1}] attacker: {printable(a.message)}")
        if i < len(ep.defender_turns):
            out.append(f"[{i + 1}] defender: {printable(ep.defender_turns[i].reply)}")
    out.append(f"outcome: {ep.outcome.value if ep.outcome is not None else 'none'}")
    return "\n".join(out)


def _key(record: Mapping[str, Any]) -> tuple[Any, ...]:
    """(scenario, attacker, seed, episode index): what identifies an episode in a run."""
    meta = record.get("meta") or {}
    return (record.get("scenario_id"), *map(meta.get, ("attacker", "seed", "episode_index")))


def _diff(args: argparse.Namespace) -> int:
    a = {_key(r): r for r in _records(Path(args.run_a))}
    b = {_key(r): r for r in _records(Path(args.run_b))}
    common = [k for k in a if k in b]
    if not common:

        def attackers(run: dict[Any, Any]) -> str:
            return ", ".join(sorted({str(k[1]) for k in run})[:4]) or "none"

        raise ConfigError(
            f"{args.run_a} ({len(a)} episodes; attackers {printable(attackers(a))}) and "
            f"{args.run_b} ({len(b)} episodes; attackers {printable(attackers(b))}) have no "
            "episode in common (same scenario, attacker, seed and episode index): compare "
            "runs of the same protocol"
        )
    changed = [k for k in common if a[k].get("outcome") != b[k].get("outcome")]
    if changed:
        print("scenario        attacker                      seed  ep  outcome A -> B")
    for k in sorted(changed, key=lambda k: tuple(map(str, k))):
        sid, attacker, seed, index = k
        print(
            f"{printable(sid):<14}  {printable(attacker):<28}  {printable(seed):>4}  "
            f"{printable(index):>2}  {printable(a[k].get('outcome'))} -> "
            f"{printable(b[k].get('outcome'))}"
        )
    only_a, only_b = len(a) - len(common), len(b) - len(common)
    print(
        f"{len(changed)} of {len(common)} common episode(s) differ in outcome"
        + (f"; {only_a} only in A" if only_a else "")
        + (f"; {only_b} only in B" if only_b else "")
    )
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
    from tomsb_env.benchmark.specs import is_backend_spec

    llm = is_backend_spec(args.attacker.partition("#")[0])
    settings = llm_settings(args, {"attacker": llm})["attacker"]
    color = use_color(args.color)
    try:
        ep = play_in_terminal(
            scenario,
            args.attacker,
            args.attacker_kind,
            seed=args.seed,
            max_turns=args.max_turns,
            attacker_kwargs=settings,
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
    """Register ``show``, ``diff`` and ``play``."""
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
    p.add_argument("--outcome", choices=OUTCOMES, help="only episodes with this outcome")
    p.add_argument(
        "--public",
        action="store_true",
        help="only what passed between the sides (messages, replies) and the outcome",
    )
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.set_defaults(func=_show)

    p = sub.add_parser(
        "diff",
        help="episodes whose outcome differs between two runs",
        description="Match the episodes of two runs by key (scenario, attacker, seed, episode "
        "index) and list those whose outcome differs, with a count. Exit status 0 either way.",
    )
    p.add_argument("run_a", metavar="RUN_A", help="episodes.jsonl or a run directory")
    p.add_argument("run_b", metavar="RUN_B", help="episodes.jsonl or a run directory")
    p.set_defaults(func=_diff)

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
    add_llm_settings(p, sides=("attacker",))
    p.set_defaults(func=_play)
