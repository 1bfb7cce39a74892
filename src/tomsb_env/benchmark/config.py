"""What a benchmark run is asked to do: :class:`BenchmarkConfig`, and :class:`Shard` for large runs."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tomsb_env.agents.specs import ATTACKER_KINDS
from tomsb_env.benchmark.protocol import rules
from tomsb_env.errors import ConfigError
from tomsb_env.judges.rewards import RewardSpec
from tomsb_env.universe.scenario import Scenario

__all__ = ["DEFAULT_ATTACKERS", "BenchmarkConfig", "Shard"]

DEFAULT_ATTACKERS = tuple(f"scripted:{k}" for k in ATTACKER_KINDS)

_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


@dataclass(frozen=True)
class Shard:
    """Shard ``index`` of ``count``: the episodes whose position in the full run's
    order (seed, attacker, scenario, episode) is ``index`` modulo ``count``."""

    index: int
    count: int

    def __post_init__(self) -> None:
        if self.count < 1 or not 0 <= self.index < self.count:
            raise ConfigError(f"shard {self.index}/{self.count}: expected I/N with 0 <= I < N")

    @classmethod
    def parse(cls, text: str | Shard) -> Shard:
        """``"I/N"`` (or a Shard)."""
        if isinstance(text, Shard):
            return text
        m = _SHARD.match(text)
        if m is None:
            raise ConfigError(f"shard {text!r}: expected I/N such as 0/4 (I from 0 to N-1)")
        return cls(int(m[1]), int(m[2]))

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"


@dataclass(frozen=True)
class BenchmarkConfig:
    """Everything :func:`~tomsb_env.benchmark.evaluate` takes besides the defender; the
    defaults play as many episodes, seeds and turns as the paper, by our rules."""

    #: attacker specs; an LLM spec without ``#kind`` expands to ``attacker_kinds`` (default: all 4)
    attackers: tuple[Any, ...] = DEFAULT_ATTACKERS
    #: the shipped dataset split to play (ignored when ``scenarios`` is given)
    split: str = "eval"
    #: episodes per (seed, attacker, scenario); the paper plays 2
    episodes_per_scenario: int = 2
    #: run seeds; each episode's seed is derived from its key
    seeds: tuple[int, ...] = (0, 1, 2)
    #: attacker turn cap (the paper's 15)
    max_turns: int = 15
    #: agent turns (LLM calls) in flight for async agents (default 16); sync agents run in a loop
    concurrency: int | None = None
    #: run directory (``None``: all in memory); an existing one is resumed unless ``overwrite``
    out_dir: str | Path | None = None
    #: discard what ``out_dir`` holds and start over
    overwrite: bool = False
    #: a list of scenarios or a scenario file instead of ``split``
    scenarios: Sequence[Scenario] | str | Path | None = None
    #: where the scenarios came from, as recorded (default: from the above)
    scenario_source: str | None = None
    #: keep only the first N scenarios
    limit: int | None = None
    #: the variants an LLM attacker spec expands to (default: all four)
    attacker_kinds: tuple[str, ...] | None = None
    #: passed to every defender construction (LLM settings: docs/llm_backends.md)
    defender_kwargs: Mapping[str, Any] = field(default_factory=dict)
    #: passed to every attacker construction
    attacker_kwargs: Mapping[str, Any] = field(default_factory=dict)
    #: the defender's name in tables and plots (default: a custom agent's ``name``
    #: attribute, else its spec); recorded, but not part of what a run must match to resume
    name: str | None = None
    #: ``None``/``"exact"``, a judge object or an LLM judge spec
    judge: Any = None
    #: settings of an LLM judge spec, as for ``defender_kwargs`` (:mod:`tomsb_env.llm.settings`)
    judge_kwargs: Mapping[str, Any] = field(default_factory=dict)
    #: reward weights recorded in each episode (the metrics do not use them)
    rewards: RewardSpec | Mapping[str, float] | str | None = None
    #: on resume, play again the episodes stored with outcome ``error``
    retry_errors: bool = True
    #: a progress bar on stderr (only when it is a terminal)
    progress: bool = True
    #: seeds the confidence-interval resampling
    bootstrap_seed: int = 0
    #: ``"default"`` (our rules) or ``"paper"`` (the authors', docs/paper.md: it needs the
    #: authors' scenarios, ``scenario_source="official:..."``, and an LLM ``judge`` spec)
    protocol: str = "default"
    #: play only this shard (``"I/N"``); :func:`~tomsb_env.benchmark.merge_runs` joins them
    shard: Shard | str | None = None

    def __post_init__(self) -> None:
        def put(name: str, value: Any) -> None:
            object.__setattr__(self, name, value)

        attackers = self.attackers
        put("attackers", (attackers,) if isinstance(attackers, str) else tuple(attackers))
        try:
            put("seeds", tuple(int(s) for s in self.seeds))
        except (TypeError, ValueError):
            raise ConfigError(f"seeds must be integers, got {self.seeds!r}") from None
        if not self.seeds or len(set(self.seeds)) != len(self.seeds):
            raise ConfigError(
                f"seeds must be distinct integers, at least one, got {list(self.seeds)}"
            )
        if self.attacker_kinds is not None:
            put("attacker_kinds", tuple(self.attacker_kinds))
        if self.scenarios is not None and not isinstance(self.scenarios, (str, Path)):
            put("scenarios", tuple(self.scenarios))
        for name in ("defender_kwargs", "attacker_kwargs", "judge_kwargs"):
            put(name, dict(getattr(self, name) or {}))
        rules(self.protocol)  # an unknown name fails here
        if self.shard is not None:
            put("shard", Shard.parse(self.shard))
        for name in ("episodes_per_scenario", "max_turns", "concurrency", "limit"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise ConfigError(f"{name} must be >= 1, got {value}")
