"""``tomsb show`` and ``tomsb diff``: read transcripts and compare runs."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from tomsb_env.cli._common import eprint
from tomsb_env.display import printable
from tomsb_env.errors import ConfigError
from tomsb_env.types import Episode, Outcome

#: every outcome a record can hold (``tomsb show --outcome``)
OUTCOMES = tuple(o.value for o in Outcome)


def _stream(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(line number, record)`` per line of a results file or run directory, bar a torn last."""
    from tomsb_env.benchmark.store import EPISODES_FILE, jsonl_lines

    file = path / EPISODES_FILE if path.is_dir() else path
    if not file.exists():
        raise ConfigError(f"{path}: no such episodes file or run directory")
    for n, line, _, complete in jsonl_lines(file):
        try:
            record = json.loads(line.decode("utf-8", errors="surrogateescape"))
            if not isinstance(record, dict) or "scenario" not in record:
                raise ValueError("expected a JSON object with a 'scenario'")
        except (ValueError, RecursionError) as exc:
            if not complete:
                return
            raise ConfigError(
                f"{file} line {n} is not an episode record ({exc}); "
                "fix or delete that line to read the rest"
            ) from None
        yield n, record


def _latest(path: Path, keep: Callable[[int, dict[str, Any]], Any]) -> dict[Any, Any]:
    """``keep(line number, record)`` of each key's last record, as a resumed run keeps it, in
    the order keys first appear; repeats to stderr."""
    from tomsb_env.benchmark.store import describe_duplicates

    out: dict[Any, Any] = {}
    lines: dict[Any, list[int]] = {}
    for n, record in _stream(path):
        key = _key(record, n)
        out[key] = keep(n, record)
        lines.setdefault(key, []).append(n)
    note = describe_duplicates(path, {k: v for k, v in lines.items() if len(v) > 1})
    if note:
        eprint(f"tomsb: {printable(note)}")
    return out


def _matches(args: argparse.Namespace, r: Mapping[str, Any]) -> bool:
    return (
        (args.scenario is None or r.get("scenario_id") == args.scenario)
        and (args.attacker is None or (r.get("meta") or {}).get("attacker") == args.attacker)
        and (args.outcome is None or r.get("outcome") == args.outcome)
    )


def _summary(r: Mapping[str, Any]) -> tuple[Any, ...]:
    """What the listing prints of a record (kept instead of the record)."""
    m = r.get("meta") or {}
    key = (r.get("scenario_id"), m.get("attacker", ""), m.get("seed"), m.get("episode_index", 0))
    return (*key, r.get("outcome"), r.get("num_turns"))


def _record_at(path: Path, lineno: int) -> dict[str, Any]:
    """The record on line ``lineno`` (parsed alone: the lines before it are only read)."""
    from tomsb_env.benchmark.store import EPISODES_FILE, jsonl_lines

    file = path / EPISODES_FILE if path.is_dir() else path
    line = next((raw for n, raw, _, _ in jsonl_lines(file) if n == lineno), b"")
    try:
        record = json.loads(line.decode("utf-8", errors="surrogateescape"))
    except ValueError:
        record = None
    if not isinstance(record, dict):  # rewritten between the two passes (a run with --overwrite)
        raise ConfigError(f"{file} changed while it was read (line {lineno}); run show again")
    return record


def _show(args: argparse.Namespace) -> int:
    from tomsb_env.envs.common import render_episode

    path, k = Path(args.results), args.episode
    # one pass keeps a line number and a row per key (its last record, as the summary counts
    # it), so --episode K is the listing's row K, repeated keys included
    found = _latest(path, lambda n, r: (n, _summary(r)) if _matches(args, r) else None)
    rows = [row for row in found.values() if row is not None]
    if k is None:
        if len(rows) > 1:
            print(
                "  #  scenario        attacker                      seed  ep  outcome       turns"
            )
            for i, (_, (*key, outcome, turns)) in enumerate(rows):
                print(f"{i:>3}  {_columns(*key)}  {printable(outcome):<12}  {printable(turns)}")
            eprint("pick one with --episode K")
            return 0
        k = 0
    if not 0 <= k < len(rows):
        if not rows:
            raise ConfigError(f"no episode in {args.results} matches the filters")
        raise ConfigError(
            f"--episode {k} is out of range: {len(rows)} episode(s) match (0-{len(rows) - 1})"
        )
    record = _record_at(path, rows[k][0])
    ep = Episode.from_dict(record)
    m = ep.meta
    head = f"attacker {m.attacker}  defender {m.defender}  seed {m.seed}  episode {m.episode_index}"
    print(printable(head))
    if args.public:
        print(public_view(ep))
        return 0
    if m.error:
        print(f"error: {printable(m.error)}")
        if m.traceback:
            print(printable(m.traceback.rstrip()))
    color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty())
    print(render_episode(ep, private=True, color=color))
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
        shown = f"free text: {printable(d.attacker_belief_about_target or '(none)')}"
        if d.attacker_belief_estimate is not None:
            shown = _estimate(levels, d.attacker_belief_estimate)
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
    out += [f"[{m.turn}] {m.role}: {printable(m.text)}" for m in ep.transcript()]
    out.append(f"outcome: {ep.outcome.value if ep.outcome is not None else 'none'}")
    return "\n".join(out)


def _key(record: Mapping[str, Any], line: int) -> tuple[Any, ...]:
    """(scenario, attacker, seed, episode index), or its line for a record lacking one."""
    meta = record.get("meta") or {}
    key = (record.get("scenario_id"), *map(meta.get, ("attacker", "seed", "episode_index")))
    return key if None not in key else ("line", line)


def _columns(sid: Any, attacker: Any, seed: Any, index: Any) -> str:
    """An episode's key as the listings print it."""
    key = f"{printable(sid):<14}  {printable(attacker):<28}  "
    return key + f"{printable(seed):>4}  {printable(index):>2}"


def _diff(args: argparse.Namespace) -> int:
    a, b = (_latest(Path(run), lambda _, r: r.get("outcome")) for run in (args.run_a, args.run_b))
    common = [k for k in a if k in b]
    if not common:
        seen = [", ".join(sorted({str(k[1]) for k in run})[:4]) or "none" for run in (a, b)]
        raise ConfigError(
            f"{args.run_a} ({len(a)} episodes; attackers {printable(seen[0])}) and "
            f"{args.run_b} ({len(b)} episodes; attackers {printable(seen[1])}) have no "
            "episode in common (same scenario, attacker, seed and episode index): compare "
            "runs of the same protocol"
        )
    changed = [k for k in common if a[k] != b[k]]
    if changed:
        print("scenario        attacker                      seed  ep  outcome A -> B")
    for k in sorted(changed, key=lambda k: tuple(map(str, k))):
        print(f"{_columns(*k)}  {printable(a[k])} -> {printable(b[k])}")
    only_a, only_b = len(a) - len(common), len(b) - len(common)
    print(
        f"{len(changed)} of {len(common)} common episode(s) differ in outcome"
        + (f"; {only_a} only in A" if only_a else "")
        + (f"; {only_b} only in B" if only_b else "")
    )
    return 0


def add_episode_commands(sub: Any) -> None:
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
