"""Typed turns, views and episode records.

Only two fields ever cross between the players: :attr:`AttackerTurn.message`
and :attr:`DefenderTurn.reply`. Everything else in a turn is that agent's
private state and reaches the other side through no view.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tomsb_env.universe.scenario import AttackerBrief, DefenderBrief, Scenario
from tomsb_env.universe.tree import Belief

__all__ = [
    "AttackerTurn",
    "AttackerView",
    "DefenderTurn",
    "DefenderView",
    "Episode",
    "EpisodeMeta",
    "FailureRecord",
    "Judgement",
    "Message",
    "Outcome",
    "Signal",
]


class Signal(str, enum.Enum):
    """The attacker's three signals."""

    QUERY_AGAIN = "query again"
    ATTACK_SUCCESSFUL = "attack successful"
    DEFENDER_DETECTED = "defender detected"

    def __str__(self) -> str:
        return self.value


class Outcome(str, enum.Enum):
    """How an episode ended, from the defender's point of view."""

    FOOLED = "fooled"  # declared success holding only false values at levels it did not know
    LEAKED = "leaked"  # declared success holding >= 1 true value at a level it did not know
    UNCONVINCED = "unconvinced"  # declared success holding no value at any level it did not know
    DETECTED = "detected"  # attacker's trust hit 0
    TRUNCATED = "truncated"  # turn cap reached
    FORMAT_ERROR = "format_error"  # too many consecutive unparseable outputs
    ERROR = "error"  # infrastructure failure (e.g. an API call failed after retries)

    def __str__(self) -> str:
        return self.value


class _Record:
    """A ``@dataclass(slots=True)`` on this class, whose JSON form is its ``__slots__`` in order:
    enums as their values (a turn built by hand may hold the plain string), tuples and lists as
    lists, mappings copied; the fields in ``_omitted`` left out when None or empty."""

    __slots__ = ()
    _omitted: tuple[str, ...] = ()
    #: for ``from_dict``: how a field's JSON value is read (others: lists as tuples, mappings
    #: copied), and the value of a field without a default that the record lacks
    _read: ClassVar[Mapping[str, Callable[[Any], Any]]] = {}
    _absent: ClassVar[Mapping[str, Any]] = {}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Any:
        """The record of a :meth:`to_dict` (a field it lacks: its default)."""
        given = dict(cls._absent)
        for k, v in d.items():
            if k in cls._read:
                given[k] = cls._read[k](v)
            elif k in cls.__slots__:
                given[k] = (
                    tuple(v) if isinstance(v, list) else dict(v) if isinstance(v, Mapping) else v
                )
        return cls(**given)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in self.__slots__:  # a slots dataclass's fields, in order: no fields() call
            value = getattr(self, name)
            if isinstance(value, enum.Enum):
                value = value.value
            elif isinstance(value, (tuple, list)):
                value = list(value)
            elif isinstance(value, Mapping):
                value = dict(value)
            out[name] = value
        for name in self._omitted:
            if out[name] in (None, []):
                del out[name]
        return out


@dataclass(slots=True)
class AttackerTurn(_Record):
    """One attacker output: private fields plus the ``message`` sent to the defender."""

    trust_score: int
    belief: str
    reflection: str
    signal: Signal
    message: str
    # structured {level: value|None}; grounded from text if absent
    belief_state: Belief | None = None
    act: str = ""  # optional tag naming the act chosen (scripted attackers set it)
    # set by the environment, not the agent:
    format_error: str | None = None
    raw: str | None = None
    corrections: tuple[str, ...] = ()

    _read: ClassVar = {"trust_score": int, "signal": Signal}
    _absent: ClassVar = {"belief": "", "reflection": "", "message": ""}


@dataclass(slots=True)
class DefenderTurn(_Record):
    """One defender output: the ``reply`` (public) and private reflections."""

    reply: str
    attacker_belief_about_target: str = ""
    attacker_trust_in_us: str = ""
    reflection: str = ""
    # per level: a name, None (the attacker does not know it) or "?" (cannot tell; also a
    # missing level): see tomsb_env.estimates
    attacker_prior_estimate: Belief | None = None  # what the attacker knew at the start
    attacker_belief_estimate: Belief | None = None  # what the attacker believes now
    act: str = ""
    # set by the environment, not the agent:
    format_error: str | None = None
    raw: str | None = None
    corrections: tuple[str, ...] = ()

    @property
    def has_reflection(self) -> bool:
        return bool(
            self.attacker_belief_about_target
            or self.attacker_prior_estimate is not None
            or self.attacker_belief_estimate is not None
        )

    _read: ClassVar = {"attacker_trust_in_us": str}
    _absent: ClassVar = {"reply": ""}


@dataclass(frozen=True, slots=True)
class Message:
    """A public message: what both players saw."""

    role: str  # "attacker" | "defender"
    text: str
    turn: int  # 1-based attacker turn this message belongs to


@dataclass(frozen=True, slots=True)
class AttackerView:
    """Everything the attacker may see when it acts."""

    brief: AttackerBrief
    transcript: tuple[Message, ...]
    own_turns: tuple[AttackerTurn, ...]
    turn: int  # 1-based index of the turn about to be played
    max_turns: int

    @property
    def last_reply(self) -> str | None:
        """The defender's latest reply, or None before the first one."""
        last = self.transcript[-1] if self.transcript else None
        return last.text if last is not None and last.role == "defender" else None


@dataclass(frozen=True, slots=True)
class DefenderView:
    """Everything the defender may see when it acts."""

    brief: DefenderBrief
    transcript: tuple[Message, ...]
    own_turns: tuple[DefenderTurn, ...]
    turn: int
    max_turns: int

    @property
    def last_message(self) -> str:
        """The attacker's latest message."""
        return self.transcript[-1].text if self.transcript else ""


@dataclass(slots=True)
class Judgement(_Record):
    """What the judges concluded about a finished episode."""

    outcome: Outcome
    final_belief: Belief
    # unknown-at-start levels whose true value the attacker now holds
    gained_levels: tuple[str, ...]
    fooled: bool
    leaked: bool
    # None: no estimate at all, or free text the judge could not score (see tom_note)
    trajectory_tom: bool | None
    prior_estimate: Belief | None  # the committed estimate scored; levels may be "?"
    stepwise_tom: float | None
    stepwise_matches: tuple[bool, ...] = ()
    judge: str = "exact"
    # why a ToM score is None or earned nothing: no estimate, non-committal, unreadable text
    tom_note: str = ""
    # LLM judge answers that could not be read, scored by a fallback rule ("fooling", ...)
    unread: tuple[str, ...] = ()
    _omitted = ("unread",)

    _read: ClassVar = {"outcome": Outcome, "fooled": bool, "leaked": bool}
    _absent: ClassVar = {"trajectory_tom": None, "prior_estimate": None, "stepwise_tom": None}


@dataclass(slots=True)
class EpisodeMeta(_Record):
    """Provenance of an episode: who played, with which seed and prompts."""

    attacker: str = ""
    defender: str = ""
    seed: int | None = None
    episode_index: int = 0
    prompts: dict[str, str] = field(default_factory=dict)  # prompt name -> sha256 prefix
    usage: dict[str, int] = field(default_factory=dict)
    error: str | None = None
    wall_seconds: float = 0.0
    traceback: str | None = None  # the formatted traceback of ``error``, when one was raised
    _omitted = ("traceback",)


@dataclass(frozen=True, slots=True)
class FailureRecord(_Record):
    """An output that could not be parsed: kept for the record, never forwarded."""

    agent: str  # "attacker" | "defender"
    turn: int
    error: str
    raw: str


@dataclass(slots=True)
class Episode:
    """The complete, JSON-serialisable record of one game.

    Turns alternate ``attacker_turns[0], defender_turns[0], attacker_turns[1], ...``; the attacker
    speaks first and last unless the episode ended early on a defender failure.
    """

    scenario: Scenario
    attacker_turns: list[AttackerTurn] = field(default_factory=list)
    defender_turns: list[DefenderTurn] = field(default_factory=list)
    outcome: Outcome | None = None
    judgement: Judgement | None = None
    rewards: dict[str, float] = field(default_factory=dict)  # named components, unweighted
    reward: float = 0.0  # the defender's weighted total
    attacker_reward: float = 0.0
    max_turns: int = 15
    failures: list[FailureRecord] = field(default_factory=list)
    meta: EpisodeMeta = field(default_factory=EpisodeMeta)

    @property
    def num_turns(self) -> int:
        """Attacker turns played (the paper's T)."""
        return len(self.attacker_turns)

    @property
    def trust_curve(self) -> list[int]:
        return [t.trust_score for t in self.attacker_turns]

    @property
    def done(self) -> bool:
        return self.outcome is not None

    def transcript(self) -> list[Message]:
        """The public messages in order."""
        out: list[Message] = []
        for i, a in enumerate(self.attacker_turns):
            out.append(Message("attacker", a.message, i + 1))
            if i < len(self.defender_turns):
                out.append(Message("defender", self.defender_turns[i].reply, i + 1))
        return out

    def to_dict(self, scenario_dict: dict[str, Any] | None = None) -> dict[str, Any]:
        """The JSON record; pass ``scenario_dict`` (``scenario.to_dict()``) to share it between records."""
        return {
            "scenario_id": self.scenario.id,
            "scenario": scenario_dict if scenario_dict is not None else self.scenario.to_dict(),
            "attacker_turns": [t.to_dict() for t in self.attacker_turns],
            "defender_turns": [t.to_dict() for t in self.defender_turns],
            "outcome": None if self.outcome is None else self.outcome.value,
            "judgement": None if self.judgement is None else self.judgement.to_dict(),
            "rewards": dict(self.rewards),
            "reward": self.reward,
            "attacker_reward": self.attacker_reward,
            "max_turns": self.max_turns,
            "num_turns": self.num_turns,
            "trust_curve": self.trust_curve,
            "failures": [f.to_dict() for f in self.failures],
            "meta": self.meta.to_dict(),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Episode:
        return cls(
            scenario=Scenario.from_dict(d["scenario"]),
            attacker_turns=[AttackerTurn.from_dict(t) for t in d.get("attacker_turns", [])],
            defender_turns=[DefenderTurn.from_dict(t) for t in d.get("defender_turns", [])],
            outcome=None if d.get("outcome") is None else Outcome(d["outcome"]),
            judgement=None if d.get("judgement") is None else Judgement.from_dict(d["judgement"]),
            rewards=dict(d.get("rewards", {})),
            reward=float(d.get("reward", 0.0)),
            attacker_reward=float(d.get("attacker_reward", 0.0)),
            max_turns=int(d.get("max_turns", 15)),
            failures=[FailureRecord(**f) for f in d.get("failures", [])],
            meta=EpisodeMeta(**(d.get("meta") or {})),
        )
