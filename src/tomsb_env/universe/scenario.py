"""Scenarios: a universe, the defender's secret path and the attacker's partial prior.

A :class:`Scenario` holds everything; the two *briefs* hold what each side may know. Agents are only
ever handed a brief, which keeps the defender's ground truth away from the attacker and the
attacker's prior away from the defender by construction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tomsb_env.errors import ScenarioError
from tomsb_env.universe.tree import Belief, Universe

__all__ = ["AttackerBrief", "DefenderBrief", "Scenario"]


@dataclass(frozen=True)
class AttackerBrief:
    """What the attacker knows before the conversation starts."""

    attacker_name: str
    target: str
    universe: Universe
    prior: Mapping[str, str | None]

    @property
    def known_levels(self) -> tuple[str, ...]:
        return tuple(lv for lv in self.universe.levels if self.prior.get(lv) is not None)


@dataclass(frozen=True)
class DefenderBrief:
    """What the defender knows: the universe and the target's true path (never the attacker's prior)."""

    target: str
    universe: Universe
    truth: Mapping[str, str]


@dataclass(frozen=True)
class Scenario:
    """One game: universe, ground-truth path, and the attacker's prior.

    ``truth`` is a root-to-leaf path; ``prior`` maps every level to the true
    value or ``None`` and must agree with ``truth`` wherever it is set.
    """

    id: str
    target: str
    attacker_name: str
    universe: Universe
    truth: tuple[str, ...]
    prior: Mapping[str, str | None]
    theme: str = ""
    universe_id: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "truth", tuple(self.truth))
        object.__setattr__(self, "prior", {lv: self.prior.get(lv) for lv in self.universe.levels})
        self.validate()

    def validate(self) -> None:
        """Semantic checks; raises :class:`ScenarioError` naming the field."""
        u = self.universe
        for name in ("id", "target", "attacker_name"):
            val = getattr(self, name)
            if not isinstance(val, str) or not val.strip():
                raise ScenarioError(f"{name} must be a non-empty string, got {val!r}")
        if not u.is_path(self.truth):
            raise ScenarioError(
                f"truth {list(self.truth)!r} is not a root-to-leaf path of the universe "
                f"(levels {list(u.levels)})"
            )
        for depth, lv in enumerate(u.levels):
            val = self.prior.get(lv)
            if val is not None and val != self.truth[depth]:
                raise ScenarioError(
                    f"attacker_prior.{lv} {val!r} is not on the ground-truth path "
                    f"(truth: {self.truth[depth]!r})"
                )

    @property
    def levels(self) -> tuple[str, ...]:
        return self.universe.levels

    @property
    def truth_belief(self) -> Belief:
        """The truth as ``{level: value}``."""
        return dict(zip(self.universe.levels, self.truth, strict=True))

    @property
    def known_levels(self) -> tuple[str, ...]:
        """Levels the attacker knows at the start."""
        return tuple(lv for lv in self.universe.levels if self.prior.get(lv) is not None)

    @property
    def unknown_levels(self) -> tuple[str, ...]:
        return tuple(lv for lv in self.universe.levels if self.prior.get(lv) is None)

    @property
    def is_hard(self) -> bool:
        """Hard scenarios: the attacker knows at least one level."""
        return bool(self.known_levels)

    def attacker_brief(self) -> AttackerBrief:
        return AttackerBrief(self.attacker_name, self.target, self.universe, dict(self.prior))

    def defender_brief(self) -> DefenderBrief:
        return DefenderBrief(self.target, self.universe, self.truth_belief)

    def to_dict(self) -> dict[str, Any]:
        """The scenario-file record (see ``tomsb_env.universe.schema``)."""
        out: dict[str, Any] = {
            "id": self.id,
            "universe_id": self.universe_id,
            "theme": self.theme,
            "target": self.target,
            "attacker_name": self.attacker_name,
            "levels": list(self.universe.levels),
            "universe": self.universe.to_layers(),
            "ground_truth": self.truth_belief,
            "attacker_prior": dict(self.prior),
        }
        if self.extra:
            out["extra"] = dict(self.extra)
        return out

    @classmethod
    def from_dict(cls, record: Mapping[str, Any], universe: Universe | None = None) -> Scenario:
        """Inverse of :meth:`to_dict`; schema-check first with ``validate_record``.

        Pass ``universe`` to share one already-built (equal) universe object
        between the scenarios of a file: caches keyed on it then hit.
        """
        universe = universe or Universe.from_layers(record["universe"])
        truth = tuple(record["ground_truth"][lv] for lv in universe.levels)
        return cls(
            id=record["id"],
            target=record["target"],
            attacker_name=record["attacker_name"],
            universe=universe,
            truth=truth,
            prior=dict(record["attacker_prior"]),
            theme=record.get("theme", ""),
            universe_id=record.get("universe_id", ""),
            extra=dict(record.get("extra", {})),
        )
