"""Terminal rewards: a weighted sum of named, separately reported components."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from tomsb_env.errors import ConfigError, UnknownNameError
from tomsb_env.types import Episode, Judgement, Outcome

__all__ = ["REWARD_COMPONENTS", "RewardFn", "RewardSpec", "register_reward"]

#: A reward component: (episode, judgement) -> float.
RewardFn = Callable[[Episode, Judgement], float]


def _chance_corrected(ep: Episode, j: Judgement) -> float:
    """1 for a right prior estimate and -1/(L-1) for a wrong one, where L prior depths (0 to
    L-1 known levels) are equally likely by the protocol's design: an estimate chosen without
    evidence (always "they knew nothing", always "they knew the top level") earns 0 on average."""
    if j.prior_estimate is None or len(ep.scenario.levels) < 2:  # one level: nothing to tell
        return 0.0
    return 1.0 if j.trajectory_tom else -1.0 / (len(ep.scenario.levels) - 1)


REWARD_COMPONENTS: dict[str, RewardFn] = {
    # the paper's belief-steering reward: success declared, nothing new learned
    "fooling": lambda ep, j: float(j.fooled),
    # the paper's trajectory ToM reward: prior estimate equals the true prior
    "tom": lambda ep, j: float(bool(j.trajectory_tom)),
    # trajectory ToM less what a fixed answer earns (docs/training.md, "ToM that a constant
    # answer cannot earn"): 0 without a committed estimate
    "tom_corrected": _chance_corrected,
    "stepwise_tom": lambda ep, j: float(j.stepwise_tom or 0.0),
    "leaked": lambda ep, j: float(j.outcome is Outcome.LEAKED),
    "detected": lambda ep, j: float(j.outcome is Outcome.DETECTED),
    "format_error": lambda ep, j: float(j.outcome is Outcome.FORMAT_ERROR),
}


def register_reward(name: str, fn: RewardFn) -> None:
    """Add a component usable in :class:`RewardSpec` weights."""
    REWARD_COMPONENTS[name] = fn


@dataclass(frozen=True)
class RewardSpec:
    """Weights over named components, whose weighted sum is the defender's reward. The default
    is the paper's fooling + trajectory ToM; ``RewardSpec({"fooling": 1.0})`` is fooling alone."""

    weights: Mapping[str, float] = field(default_factory=lambda: {"fooling": 1.0, "tom": 1.0})

    def __post_init__(self) -> None:
        for name, w in self.weights.items():
            if name not in REWARD_COMPONENTS:
                raise UnknownNameError("reward component", name, REWARD_COMPONENTS)
            if not isinstance(w, (int, float)):
                raise ConfigError(f"reward weight for {name!r} must be a number, got {w!r}")

    @classmethod
    def parse(cls, spec: str | Mapping[str, float] | RewardSpec | None) -> RewardSpec:
        """From ``"fooling=1,tom=0.5"``, a mapping, a spec or None (default)."""
        if spec is None:
            return cls()
        if isinstance(spec, RewardSpec):
            return spec
        if isinstance(spec, str):
            weights: dict[str, float] = {}
            for part in filter(None, (p.strip() for p in spec.split(","))):
                name, _, val = part.partition("=")
                try:
                    weights[name.strip()] = float(val) if val else 1.0
                except ValueError:
                    raise ConfigError(
                        f"reward weight {part!r}: expected name=number, e.g. 'fooling=1,tom=1'"
                    ) from None
            return cls(weights)
        return cls(dict(spec))

    def components(self, episode: Episode, judgement: Judgement) -> dict[str, float]:
        """Every registered component, unweighted (reported in infos)."""
        return {name: fn(episode, judgement) for name, fn in REWARD_COMPONENTS.items()}

    def total(self, components: Mapping[str, float]) -> float:
        return float(sum(w * components[name] for name, w in self.weights.items()))
