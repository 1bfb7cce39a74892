"""A run directory on disk: ``config.json`` first, then one JSON line per finished episode.

Each episode is one line written and flushed as it ends, fsync'd every ``fsync_every_s``
seconds and on close; a line torn by a kill is dropped on the next load and its episode
played again (docs/benchmark.md, "The run directory"). One run at a time per directory:
:class:`RunLock`."""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import MISSING, dataclass, field, fields
from pathlib import Path
from typing import Any, BinaryIO

import orjson
from filelock import FileLock, Timeout

from tomsb_env.errors import ConfigError, ResultsMismatchError, RunLockedError
from tomsb_env.types import Episode
from tomsb_env.universe.files import open_regular_file

EPISODES_FILE = "episodes.jsonl"

#: (scenario id, attacker label, run seed, episode index): what makes an episode unique in a run.
EpisodeKey = tuple[str, str, int, int]

_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")

#: The judge and episode-record version a run was scored with. 1: before the judge told
#: "not known" (null) from "cannot tell" ("?") and had the outcome ``unconvinced``; 2: since;
#: 3: free text read with scope (a denied, supposed or asked name is no belief, issue 24).
#: Bump it whenever a stored episode would be judged differently: a run scored by another
#: version is not resumed (its episodes and the new ones would not be comparable).
JUDGE_VERSION = 3


def recorded_kwargs(kwargs: Mapping[str, Any]) -> dict[str, Any]:
    """Agent/judge keyword arguments as written to ``config.json``: JSON data, with any
    ``api_key`` (also inside ``backend_options``) replaced by ``"<hidden>"``."""
    out = jsonable(kwargs)
    for where in (out, out.get("backend_options")):
        if isinstance(where, dict) and "api_key" in where:
            where["api_key"] = "<hidden>"
    return out  # type: ignore[no-any-return]


def jsonable(value: Any) -> Any:
    """``value`` as plain JSON data; objects become a repr without memory addresses (stable across runs)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, Path):
        return str(value)
    return _ADDRESS.sub("", repr(value))


@dataclass(frozen=True)
class RunConfig:
    """Everything that decides a run's results (plus a few informational fields). Resuming
    compares every field except :attr:`INFORMATIONAL`: any other difference means the stored
    episodes answer a different question."""

    defender: str
    attackers: tuple[str, ...]
    scenarios: str  # where they came from: "split:eval", a file path, "official:<path>#eval", ...
    scenario_digest: str  # sha256 prefix of the scenario records, in order
    num_scenarios: int
    episodes_per_scenario: int
    seeds: tuple[int, ...]
    max_turns: int
    rewards: Mapping[str, float]
    judge: str
    defender_kwargs: Mapping[str, Any]
    attacker_kwargs: Mapping[str, Any]
    version: str = ""
    concurrency: int = 1
    shard: str = ""  # "I/N" when this directory holds one shard of a larger run
    #: agent label -> {"code"|"prompts"|"settings": sha256 prefix} (see ``specs.fingerprint``)
    fingerprints: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: settings of an LLM judge (``BenchmarkConfig.judge_kwargs``)
    judge_kwargs: Mapping[str, Any] = field(default_factory=dict)
    #: :data:`JUDGE_VERSION` when the run was scored
    judge_version: int = JUDGE_VERSION
    #: the defender's name in tables ("" = its label, :attr:`defender`)
    name: str = ""
    #: ``default`` or ``paper`` (:mod:`tomsb_env.benchmark.protocol`), and what it fixed
    protocol: str = "default"
    protocol_settings: Mapping[str, Any] = field(default_factory=dict)

    INFORMATIONAL = frozenset({"version", "concurrency", "name"})

    @property
    def display_name(self) -> str:
        """What tables and plots call the defender."""
        return self.name or self.defender

    #: what may grow on resume: the stored episodes stay valid, only the new ones are played
    GROWABLE = frozenset({"seeds", "scenarios", "scenario_digest", "num_scenarios"})

    @property
    def total_episodes(self) -> int:
        return (
            self.num_scenarios * self.episodes_per_scenario * len(self.attackers) * len(self.seeds)
        )

    def to_dict(self) -> dict[str, Any]:
        # not asdict(): it deep-copies values, and kwargs may hold uncopyable objects
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        if not self.shard:  # an unsharded run's file keeps the fields it always had
            del out["shard"]
        return jsonable(out)  # type: ignore[no-any-return]

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> RunConfig:
        names = {f.name for f in fields(cls)}
        # a config written by an older release may lack the fields that have defaults
        required = {
            f.name for f in fields(cls) if f.default is MISSING and f.default_factory is MISSING
        }
        missing = sorted(required - set(d))
        if missing:
            raise ConfigError(f"run config lacks {', '.join(missing)}")
        kw = {k: v for k, v in d.items() if k in names}
        kw.setdefault("judge_version", 1)  # written before the version was recorded
        kw["attackers"] = tuple(kw["attackers"])
        kw["seeds"] = tuple(int(s) for s in kw["seeds"])
        return cls(**kw)

    def differences(self, other: RunConfig) -> list[str]:
        """Names of the result-deciding fields that differ (fingerprints only when both have them:
        runs recorded before fingerprints existed are taken as they are)."""
        a, b = self.to_dict(), other.to_dict()
        if not (a.get("fingerprints") and b.get("fingerprints")):
            a.pop("fingerprints", None)
            b.pop("fingerprints", None)
        return [k for k in {**a, **b} if k not in self.INFORMATIONAL and a.get(k) != b.get(k)]

    #: what a request may ask for less of and be answered from this run's episodes
    NARROWABLE = frozenset({"attackers", "seeds", "episodes_per_scenario"})

    def covers(self, other: RunConfig) -> bool:
        """Whether ``other`` asks for a strict part of this run (some of its attackers, seeds
        or episodes per scenario), everything else equal, its agents' fingerprints included."""
        mine, theirs = self.fingerprints, other.fingerprints
        if mine and any(mine.get(label) != fp for label, fp in theirs.items()):
            return False
        diff = set(self.differences(other)) - {"fingerprints"}
        return (
            bool(diff)
            and diff <= self.NARROWABLE
            and set(other.attackers) <= set(self.attackers)
            and set(other.seeds) <= set(self.seeds)
            and other.episodes_per_scenario <= self.episodes_per_scenario
        )

    def changed_agents(self, other: RunConfig) -> list[str]:
        """``label (code, prompts)`` for each agent whose fingerprint differs in ``other``."""
        out = []
        for label, mine in self.fingerprints.items():
            theirs = other.fingerprints.get(label)
            if theirs is not None and theirs != mine:
                parts = sorted(k for k in {**mine, **theirs} if mine.get(k) != theirs.get(k))
                out.append(f"{label} ({', '.join(parts)})")
        return out


class RunPaths:
    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self.config = out_dir / "config.json"
        self.episodes = out_dir / EPISODES_FILE
        self.summary = out_dir / "summary.json"
        self.markdown = out_dir / "results.md"
        self.csv = out_dir / "results.csv"


LOCK_FILE = ".tomsb.lock"
HOLDER_FILE = ".tomsb.lock.holder"


class RunLock:
    """The lock of one run directory, held from planning to the last record; ``acquire`` fails
    at once if another process holds it. Two processes appending to one ``episodes.jsonl``
    would both play everything, so a run takes ``.tomsb.lock`` (``filelock``: released by the
    OS when the process ends, even on SIGKILL) and writes who holds it beside it."""

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self._lock = FileLock(str(out_dir / LOCK_FILE), timeout=0)

    def acquire(self) -> None:
        """Take the lock; raises ``RunLockedError`` (held elsewhere) or ``OSError`` (cannot write)."""
        try:
            self._lock.acquire()
        except Timeout:
            raise RunLockedError(
                f"{self.out_dir} is in use by another run ({self._holder()}); wait for it to "
                "finish, or choose another --out"
            ) from None
        holder = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "started": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        }
        path = self.out_dir / HOLDER_FILE
        try:
            path.write_text(json.dumps(holder) + "\n", encoding="utf-8")
        except OSError as exc:  # a full disk: no empty holder file, no lock held
            path.unlink(missing_ok=True)
            self._lock.release()
            raise OSError(exc.errno, exc.strerror, str(path)) from None

    def _holder(self) -> str:
        try:
            h = json.loads((self.out_dir / HOLDER_FILE).read_text(encoding="utf-8"))
            return f"pid {h['pid']} on {h['host']}, started {h['started']}"
        except (OSError, ValueError, KeyError, TypeError):
            return "holder unknown"

    def release(self) -> None:
        if self._lock.is_locked:
            (self.out_dir / HOLDER_FILE).unlink(missing_ok=True)
            self._lock.release()


@contextlib.contextmanager
def _naming(path: Path) -> Iterator[None]:
    """An OSError raised inside names ``path`` (a failed write() or fsync() names no file)."""
    try:
        yield
    except OSError as exc:
        if exc.filename is None:
            raise OSError(exc.errno, exc.strerror, str(path)) from exc
        raise


def _replace_atomic(path: Path, content: bytes) -> None:
    """Write via a temporary file and rename, so readers never see half a file."""
    tmp = path.with_name(path.name + ".tmp")
    with _naming(tmp), tmp.open("wb") as fh:
        fh.write(content)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def write_json_atomic(path: Path, data: Any) -> None:
    _replace_atomic(path, (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode())


def read_config(path: Path) -> RunConfig:
    try:
        return RunConfig.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except json.JSONDecodeError as exc:
        raise ConfigError(
            f"{path} is not valid JSON ({exc}); remove it or pass --overwrite"
        ) from None
    except (ConfigError, TypeError, ValueError) as exc:
        raise ConfigError(f"{path}: {exc}; remove it or pass --overwrite") from None


def episode_key(ep: Episode) -> EpisodeKey:
    meta = ep.meta
    return (ep.scenario.id, meta.attacker, int(meta.seed or 0), meta.episode_index)


def dumps(record: Mapping[str, Any]) -> bytes:
    """One record as compact UTF-8 JSON (orjson; the standard library for what it refuses,
    such as a lone surrogate or an integer beyond 64 bits)."""
    try:
        return orjson.dumps(record)
    except TypeError:
        return json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode(
            "utf-8", "backslashreplace"
        )


def loads(line: bytes) -> Any:
    """One record back. The standard library, not orjson: orjson reads an integer beyond
    64 bits as a float (a huge seed would then never match its key again)."""
    return json.loads(line)


def check_config(paths: RunPaths, config: RunConfig) -> RunConfig:
    """Refuse to mix results: the stored config must match ``config`` on every result-deciding
    field, except that seeds and scenarios may grow (the caller checks the stored episodes'
    scenarios against the new ones). Returns the stored config."""
    stored = read_config(paths.config)
    diff = stored.differences(config)
    grows = set(stored.seeds) <= set(config.seeds)
    if diff and (not grows or not set(diff) <= RunConfig.GROWABLE):
        way_out = "start over with --overwrite (overwrite=True in Python) or choose another output directory"
        changed = stored.changed_agents(config)
        if stored.judge_version != config.judge_version:
            raw = json.loads(paths.config.read_text(encoding="utf-8"))
            unrecorded = "" if "judge_version" in raw else " (its config.json records none)"
            raise ResultsMismatchError(
                f"{paths.out_dir} holds episodes scored by judge version {stored.judge_version}"
                f"{unrecorded} and this release judges by version {config.judge_version} (see "
                f"tomsb_env.benchmark.store.JUDGE_VERSION): the old and new episodes would not be "
                f"comparable; {way_out}",
                paths.out_dir,
                [f"judge version: stored {stored.judge_version}, now {config.judge_version}"],
            )
        if changed:
            raise ResultsMismatchError(
                f"{paths.out_dir} holds episodes played by a different version of "
                f"{'; '.join(changed)}: they would be reported as this one's; {way_out}",
                paths.out_dir,
                [f"{c} changed" for c in changed],
            )
        a, b = stored.to_dict(), config.to_dict()
        told = {k: f"{k}: stored {a.get(k)!r}, now {b.get(k)!r}" for k in diff}
        short = [  # for a one-line message: values only where they are short
            told[k] if len(repr((a.get(k), b.get(k)))) < 48 else f"{k} changed"
            for k in diff
            if k != "fingerprints" or diff == ["fingerprints"]
        ]
        raise ResultsMismatchError(
            f"{paths.out_dir} holds results of a different run ({'; '.join(told.values())}); "
            f"{way_out}",
            paths.out_dir,
            short,
        )
    return stored


def jsonl_lines(path: Path) -> Iterator[tuple[int, bytes, int, bool]]:
    """``(line number, line, offset, complete)`` for each non-blank line of ``path``, read
    one line at a time (linear, bounded memory); ``complete`` is False for a last line
    without its newline (a write cut short by a kill)."""
    pos = 0
    with open_regular_file(path, what="episodes file") as fh:
        for lineno, line in enumerate(fh, 1):
            if line.strip():
                yield lineno, line, pos, line.endswith(b"\n")
            pos += len(line)


def describe_duplicates(path: Path, duplicates: Mapping[Any, list[int]]) -> str | None:
    """A one-line note on the keys ``path`` holds more than once (None if none)."""
    if not duplicates:
        return None
    extra = sum(len(lines) - 1 for lines in duplicates.values())
    key, lines = next(iter(duplicates.items()))
    shown = " / ".join(map(str, key))[:120]  # one short line, however many repeats or long a key
    more = f" and {len(lines) - 3:,} more" if len(lines) > 3 else ""
    return (
        f"{path}: {extra} duplicate record(s) of {len(duplicates)} episode(s) ignored, the last "
        f"record of each counts (e.g. {shown} on lines {', '.join(map(str, lines[:3]))}{more})"
    )


class EpisodeLog:
    """Append-only JSON-lines file of finished episodes."""

    def __init__(self, path: Path, fsync_every_s: float = 2.0) -> None:
        self.path = path
        self.fsync_every_s = fsync_every_s
        self.dropped_torn_line = False
        #: key -> the line numbers holding it, for each key stored more than once (last read)
        self.duplicates: dict[EpisodeKey, list[int]] = {}
        self._fh: BinaryIO | None = None
        self._scenario_dicts: dict[str, dict[str, Any]] = {}
        self._last_sync = time.monotonic()

    def load(self, *, repair: bool = False) -> list[Episode]:
        """Stored episodes, the last record of a repeated key counting (see :attr:`duplicates`).
        A torn last line is skipped; only with ``repair`` (the process about to append) is it
        cut from the file: a run may still be writing to it."""
        return list(dict(self.stream(repair=repair)).values())

    def stream(self, *, repair: bool = False) -> Iterator[tuple[EpisodeKey, Episode]]:
        """``(key, episode)`` per stored line, in file order, read one line at a time (a
        repeated key comes again; the last one counts). See :meth:`load`."""
        self.dropped_torn_line = False
        self.duplicates = {}
        if not self.path.exists():
            return
        first_line: dict[EpisodeKey, int] = {}
        for lineno, chunk, pos, complete in jsonl_lines(self.path):
            try:
                record = Episode.from_dict(loads(chunk))
                key = episode_key(record)
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                if not complete:  # the process died mid-write: forget the partial line
                    self.dropped_torn_line = True
                    if repair:
                        with self.path.open("r+b") as fh:
                            fh.truncate(pos)
                    return
                raise ConfigError(
                    f"{self.path} line {lineno} is not an episode record ({exc}); "
                    "delete that line to keep the rest, or pass --overwrite"
                ) from None
            first = first_line.setdefault(key, lineno)
            if first != lineno:
                self.duplicates.setdefault(key, [first]).append(lineno)
            if not complete and repair:  # whole record but no newline: end the line first
                with self.path.open("ab") as fh:
                    fh.write(b"\n")
            yield key, record

    def _encode(self, ep: Episode) -> bytes:
        # a scenario's dict is built once and shared by the records of its episodes
        sc = ep.scenario
        scenario = self._scenario_dicts.get(sc.id)
        if scenario is None:
            scenario = self._scenario_dicts[sc.id] = sc.to_dict()
        return dumps(ep.to_dict(scenario_dict=scenario))

    def rewrite(self, episodes: Iterable[Episode]) -> None:
        """Replace the file's content atomically (used to drop errored episodes before retrying)."""
        _replace_atomic(self.path, b"".join(self._encode(ep) + b"\n" for ep in episodes))

    def append(self, ep: Episode | None, line: bytes = b"") -> None:
        """Add one episode (or its record ``line``, encoded already)."""
        if self._fh is None:
            self._fh = self.path.open("ab")
        line = line or self._encode(ep) + b"\n"  # type: ignore[arg-type]
        with _naming(self.path):  # one write() of one whole line: a kill tears at most this one
            self._fh.write(line)
            self._fh.flush()
            now = time.monotonic()
            if now - self._last_sync >= self.fsync_every_s:
                os.fsync(self._fh.fileno())
                self._last_sync = now

    def close(self) -> None:
        fh, self._fh = self._fh, None
        if fh is not None:
            with _naming(self.path), fh:
                fh.flush()
                os.fsync(fh.fileno())

    def __enter__(self) -> EpisodeLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
